# The probes' disk image: 64 KiB, byte i = (i * 131 + (i >> 9)) & 0xff (virt_qemu.rs makes the same).
import sys
open(sys.argv[1], "wb").write(bytes((i * 131 + (i >> 9)) & 0xff for i in range(65536)))
