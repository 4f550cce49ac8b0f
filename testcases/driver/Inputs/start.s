start: ret
