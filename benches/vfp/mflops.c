/* VFP throughput on the virt board (Cortex-A15): REPS passes of y[i] = y[i] * s + x[i]
 * over 256 doubles, then the same over 256 floats (2 floating-point operations per
 * element: VMLA, or VMUL and VADD), values kept normal (y converges to 2x). Prints the
 * sums' bits on the PL011; PSCI SYSTEM_OFF ends the run. Built by build.sh. */
typedef unsigned int u32;

#define UART ((volatile u32 *)0x09000000)
#define LEN 256
#ifndef REPS
#define REPS 100000
#endif

static void putc_(char c) { *UART = (u32)c; }

static void hex(const char *name, u32 v)
{
    while (*name)
        putc_(*name++);
    putc_(' ');
    for (int s = 28; s >= 0; s -= 4)
        putc_("0123456789abcdef"[(v >> s) & 15]);
    putc_('\n');
}

static double xd[LEN], yd[LEN];
static float xf[LEN], yf[LEN];

void main_c(void)
{
    for (int i = 0; i < LEN; i++) {
        xd[i] = 1.0 + i * 0.01;
        xf[i] = 1.0f + i * 0.01f;
    }
    for (int r = 0; r < REPS; r++)
        for (int i = 0; i < LEN; i++)
            yd[i] = yd[i] * 0.5 + xd[i];
    double sd = 0;
    for (int i = 0; i < LEN; i++)
        sd += yd[i];
    union { double d; unsigned long long u; } hd = { sd };
    hex("double", (u32)hd.u ^ (u32)(hd.u >> 32));
    for (int r = 0; r < REPS; r++)
        for (int i = 0; i < LEN; i++)
            yf[i] = yf[i] * 0.5f + xf[i];
    float sf = 0;
    for (int i = 0; i < LEN; i++)
        sf += yf[i];
    union { float f; u32 u; } hf = { sf };
    hex("single", hf.u);
}
