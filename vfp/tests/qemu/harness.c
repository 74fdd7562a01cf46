/* Bare-metal recorder of VFP results on qemu-system-arm -M virt -cpu cortex-a15,neon=off.
 *
 * For each vector (op, fpscr, a, b, c) it loads d0-d2, writes the FPSCR, runs the operation's
 * one instruction, reads the FPSCR back and prints one line on the PL011:
 *     name fpscr_in operands... [result] fpscr_out
 * in hexadecimal without leading zeros (fixed-point operations add fbits after the operand;
 * compares print no result). The shapes say where operands and results live:
 *   S1 s0 -> s2   S2 s0,s1 -> s2   S3 s0,s1,s2 -> s2   SCMP s0,s1   SCMP1 s0
 *   D1 d0 -> d2   D2 d0,d1 -> d2   D3 d0,d1,d2 -> d2   DCMP d0,d1   DCMP1 d0
 *   S_D s0 -> d1  D_S d0 -> s4     FXS s0 -> s0 (fbits in c)  FXD d0 -> d0 (fbits in c)
 * Single-precision registers pair up little-endian: s0/s1 are d0's halves, s2/s3 d1's,
 * s4 d2's low half. S1 and S_D/D_S start their destination from c (so a half-precision
 * result shows the untouched upper half). */
#include <stdint.h>

enum shape { S1, S2, S3, SCMP, SCMP1, D1, D2, D3, DCMP, DCMP1, S_D, D_S, FXS, FXD };

struct vec {
    uint32_t op, fpscr;
    uint64_t a, b, c;
};

extern const struct vec vectors_start[], vectors_end[];

static volatile uint32_t *const uart_dr = (volatile uint32_t *)0x09000000;

static void putc_(char ch)
{
    *uart_dr = (uint32_t)ch;
}

static void puts_(const char *s)
{
    while (*s) {
        putc_(*s++);
    }
}

static void put_hex(uint64_t v)
{
    char buf[17];
    int n = 0;
    do {
        buf[n++] = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v);
    putc_(' ');
    while (n) {
        putc_(buf[--n]);
    }
}

/* The register file image the instruction runs on: d0, d1, d2. */
static uint64_t regs[3];

#define RUN(insn)                                                            \
    __asm__ volatile("vldmia %[p], {d0-d2}\n\t"                              \
                     "vmsr fpscr, %[f]\n\t" insn "\n\t"                      \
                     "vmrs %[fo], fpscr\n\t"                                 \
                     "vstmia %[p], {d0-d2}"                                  \
                     : [fo] "=&r"(fo)                                        \
                     : [p] "r"(regs), [f] "r"(fpscr)                         \
                     : "d0", "d1", "d2", "memory")

#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)

#define FB_16(X, i) X(i, 0) X(i, 1) X(i, 2) X(i, 3) X(i, 4) X(i, 5) X(i, 6) X(i, 7) X(i, 8) \
    X(i, 9) X(i, 10) X(i, 11) X(i, 12) X(i, 13) X(i, 14) X(i, 15) X(i, 16)
#define FB_32(X, i) X(i, 1) X(i, 2) X(i, 3) X(i, 4) X(i, 5) X(i, 6) X(i, 7) X(i, 8) X(i, 9)  \
    X(i, 10) X(i, 11) X(i, 12) X(i, 13) X(i, 14) X(i, 15) X(i, 16) X(i, 17) X(i, 18)      \
    X(i, 19) X(i, 20) X(i, 21) X(i, 22) X(i, 23) X(i, 24) X(i, 25) X(i, 26) X(i, 27)      \
    X(i, 28) X(i, 29) X(i, 30) X(i, 31) X(i, 32)
#define FB_CASE(i, k) case k: RUN(i ", #" #k); break;

#define OP(n, s, i)                                                          \
    static uint32_t CAT(run_, __LINE__)(uint32_t fpscr, uint32_t fbits)      \
    {                                                                        \
        uint32_t fo;                                                         \
        (void)fbits;                                                         \
        RUN(i);                                                              \
        return fo;                                                           \
    }
#define OPFX(n, s, i, size)                                                  \
    static uint32_t CAT(run_, __LINE__)(uint32_t fpscr, uint32_t fbits)      \
    {                                                                        \
        uint32_t fo = 0xffffffff;                                            \
        switch (fbits) {                                                     \
            FB_##size(FB_CASE, i)                                            \
        }                                                                    \
        return fo;                                                           \
    }
#include "ops.def"
#undef OP
#undef OPFX

struct op {
    const char *name;
    enum shape shape;
    uint32_t (*run)(uint32_t fpscr, uint32_t fbits);
};

static const struct op ops[] = {
#define OP(n, s, i) {n, s, CAT(run_, __LINE__)},
#define OPFX(n, s, i, size) {n, s, CAT(run_, __LINE__)},
#include "ops.def"
#undef OP
#undef OPFX
};

static void run_vector(const struct vec *v)
{
    const struct op *op = &ops[v->op];
    uint32_t lo = 0xffffffff;
    uint64_t a = v->a, b = v->b, c = v->c, result;
    int has_result = 1;

    switch (op->shape) {
    case S1: case S2: case S3: case SCMP: case SCMP1:
        regs[0] = (a & lo) | (b << 32);
        regs[1] = c & lo;
        regs[2] = 0;
        break;
    case S_D:
        regs[0] = a & lo;
        regs[1] = c;
        regs[2] = 0;
        break;
    case D_S:
        regs[0] = a;
        regs[1] = 0;
        regs[2] = c & lo;
        break;
    case FXS:
        regs[0] = a & lo;
        regs[1] = regs[2] = 0;
        break;
    default:
        regs[0] = a;
        regs[1] = b;
        regs[2] = c;
        break;
    }
    uint32_t fo = op->run(v->fpscr, (uint32_t)c);
    switch (op->shape) {
    case S1: case S2: case S3: result = regs[1] & lo; break;
    case D1: case D2: case D3: result = regs[2]; break;
    case S_D: result = regs[1]; break;
    case D_S: result = regs[2] & lo; break;
    case FXS: result = regs[0] & lo; break;
    case FXD: result = regs[0]; break;
    default: result = 0; has_result = 0; break;
    }

    puts_(op->name);
    put_hex(v->fpscr);
    switch (op->shape) {
    case S1: case SCMP1: case S_D: put_hex(a & lo); break;
    case D1: case DCMP1: case D_S: case FXD: put_hex(a); break;
    case FXS: put_hex(a & lo); break;
    case S2: case SCMP: put_hex(a & lo); put_hex(b & lo); break;
    case D2: case DCMP: put_hex(a); put_hex(b); break;
    case S3: put_hex(a & lo); put_hex(b & lo); put_hex(c & lo); break;
    case D3: put_hex(a); put_hex(b); put_hex(c); break;
    }
    if (op->shape == FXS || op->shape == FXD) {
        put_hex(c);
    }
    if (has_result) {
        put_hex(result);
    }
    put_hex(fo);
    putc_('\n');
}

void main_(void)
{
    for (const struct vec *v = vectors_start; v < vectors_end; v++) {
        run_vector(v);
    }
    puts_("done\n");
}
