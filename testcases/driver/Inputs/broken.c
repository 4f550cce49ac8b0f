/* Does not compile: the driver reports a tool failure for this file. */
void broken(int *p) {
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    p[i] = undeclared_variable;
}
