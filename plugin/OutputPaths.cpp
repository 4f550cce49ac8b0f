//===- OutputPaths.cpp - where the plugin writes its reports -------------===//
//
// See OutputPaths.h.  A driver call with several inputs runs each cc1 job
// in its own process, `clang -cc1 a.c b.c` runs both in one: the claim is
// kept in memory for the one, and as an empty file per driver process for
// the other (claimOutputPath).
//
//===----------------------------------------------------------------------===//
#include "OutputPaths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <functional>
#include <set>
#include <signal.h>
#include <unistd.h>

namespace drsat {

namespace {

/// Reads a whole /proc file ("" if unreadable).
std::string readProcFile(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFileAsStream(Path);
  return Buf ? (*Buf)->getBuffer().str() : std::string();
}

/// "<pid>-<start time>" of the clang driver that started this process as a
/// separate cc1 job (the driver does so when it has several inputs), or ""
/// when this process is not such a job (then it has a single input).
std::string driverIdentity() {
  std::string Cmd = readProcFile("/proc/self/cmdline");
  size_t Arg1 = Cmd.find('\0');
  if (Arg1 == std::string::npos ||
      llvm::StringRef(Cmd).substr(Arg1 + 1).split('\0').first != "-cc1")
    return std::string();
  // The driver starts its cc1 jobs from its own executable; a cc1 started
  // by anything else (a shell, lit) is on its own.
  pid_t Parent = getppid();
  llvm::SmallString<256> Self, ParentExe;
  if (llvm::sys::fs::real_path("/proc/self/exe", Self) ||
      llvm::sys::fs::real_path("/proc/" + std::to_string(Parent) + "/exe",
                               ParentExe) ||
      Self != ParentExe)
    return std::string();
  std::string Stat = readProcFile("/proc/" + std::to_string(Parent) + "/stat");
  size_t Paren = Stat.rfind(')');
  if (Paren == std::string::npos)
    return std::string();
  // Fields after "pid (comm)": state is field 3, starttime field 22.
  llvm::SmallVector<llvm::StringRef, 24> F;
  llvm::StringRef(Stat).substr(Paren + 1).split(F, ' ', -1, false);
  if (F.size() < 20)
    return std::string();
  return std::to_string(Parent) + "-" + F[19].str();
}

} // namespace

std::string expandPath(llvm::StringRef Pattern, llvm::StringRef InFile) {
  llvm::StringRef Base = llvm::sys::path::filename(InFile);
  if (Base.empty() || Base == "-")
    Base = "stdin";
  std::string Flat = InFile.ltrim('/').str();
  std::replace(Flat.begin(), Flat.end(), '/', '_');
  if (Flat.empty() || Flat == "-")
    Flat = "stdin";
  std::string Out;
  for (size_t I = 0; I < Pattern.size(); ++I) {
    if (Pattern[I] == '%' && I + 1 < Pattern.size()) {
      if (Pattern[I + 1] == 's' || Pattern[I + 1] == 'p') {
        Out += Pattern[I + 1] == 's' ? Base.str() : Flat;
        ++I;
        continue;
      }
      if (Pattern[I + 1] == '%') {
        Out += '%';
        ++I;
        continue;
      }
    }
    Out += Pattern[I];
  }
  return Out;
}

/// Claims a report path for this translation unit; false when another input
/// of the same clang call already wrote it.  Inputs of one `clang -cc1`
/// process are told apart in memory; separate cc1 jobs of one driver call by
/// an empty claim file "<driver pid>-<driver start>-<path hash>" in
/// $TMPDIR/drsat-claims-<uid>/ (claims of finished drivers are removed).
/// "-" (stdout) is never claimed.
bool claimOutputPath(const std::string &Path) {
  static std::set<std::string> Written;
  if (Path == "-")
    return true;
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  std::string Key(Abs.str());
  if (!Written.insert(Key).second)
    return false;

  std::string Driver = driverIdentity();
  if (Driver.empty())
    return true;
  llvm::SmallString<256> Dir;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Dir);
  llvm::sys::path::append(Dir, "drsat-claims-" + std::to_string(getuid()));
  if (llvm::sys::fs::create_directory(Dir, /*IgnoreExisting=*/true,
                                      llvm::sys::fs::perms::owner_all))
    return true;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    unsigned long Pid = 0;
    if (!Name.split('-').first.getAsInteger(10, Pid) && Pid > 0 &&
        kill(static_cast<pid_t>(Pid), 0) != 0 && errno == ESRCH)
      llvm::sys::fs::remove(It->path());
  }
  llvm::SmallString<256> Claim(Dir);
  llvm::sys::path::append(Claim, Driver + "-" +
                                     std::to_string(std::hash<std::string>()(Key)));
  int FD = open(Claim.c_str(), O_CREAT | O_EXCL | O_WRONLY, 0600);
  if (FD < 0)
    return errno != EEXIST;
  close(FD);
  return true;
}

} // namespace drsat
