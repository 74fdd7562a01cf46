/* ARMv7-A bare-metal loops for the virt board (Cortex-A15), built as Thumb-2 with
 * VFP by gcc -O2: CRC-32, a heap sort, a prime sieve, and double and single
 * precision floating point (a matrix product and a Mandelbrot count). Each prints a
 * checksum on the PL011; PSCI SYSTEM_OFF ends the run. */
typedef unsigned int u32;
typedef unsigned char u8;

#define UART ((volatile u32 *)0x09000000)

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

static u32 seed = 12345;
static u32 rnd(void)
{
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
}

#define N 16384
static u8 buf[N];
static u32 arr[N];
static u8 sieve[65536];

static u32 crc32(const u8 *p, int n)
{
    u32 c = ~0u;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xedb88320u & -(c & 1));
    }
    return ~c;
}

static void sift(u32 *a, int start, int end)
{
    int root = start;
    while (2 * root + 1 <= end) {
        int child = 2 * root + 1;
        if (child + 1 <= end && a[child] < a[child + 1])
            child++;
        if (a[root] < a[child]) {
            u32 t = a[root];
            a[root] = a[child];
            a[child] = t;
            root = child;
        } else {
            return;
        }
    }
}

static void heapsort(u32 *a, int n)
{
    for (int s = (n - 2) / 2; s >= 0; s--)
        sift(a, s, n - 1);
    for (int e = n - 1; e > 0; e--) {
        u32 t = a[0];
        a[0] = a[e];
        a[e] = t;
        sift(a, 0, e - 1);
    }
}

#define M 24
static double ma[M][M], mb[M][M], mc[M][M];

static u32 mandel(void)
{
    u32 total = 0;
    for (int y = 0; y < 48; y++) {
        for (int x = 0; x < 64; x++) {
            float cr = -2.0f + x * (3.0f / 64), ci = -1.2f + y * (2.4f / 48);
            float zr = 0, zi = 0;
            int i = 0;
            while (i < 64 && zr * zr + zi * zi < 4.0f) {
                float t = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = t;
                i++;
            }
            total += i;
        }
    }
    return total;
}

void main_c(void)
{
    for (int i = 0; i < N; i++)
        buf[i] = (u8)rnd();
    u32 c = 0;
    for (int pass = 0; pass < 4; pass++)
        c = c * 31 + crc32(buf, N) + pass;
    hex("crc32", c);

    for (int i = 0; i < N; i++)
        arr[i] = rnd();
    heapsort(arr, N);
    u32 ok = 1, sum = 0;
    for (int i = 1; i < N; i++) {
        ok &= arr[i - 1] <= arr[i];
        sum = sum * 31 + arr[i];
    }
    hex("heapsort", sum ^ ok);

    u32 primes = 0;
    for (u32 i = 2; i < sizeof sieve; i++) {
        if (!sieve[i]) {
            primes++;
            for (u32 j = i * 2; j < sizeof sieve; j += i)
                sieve[j] = 1;
        }
    }
    hex("primes", primes);

    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) {
            ma[i][j] = (double)(int)(rnd() % 2001 - 1000) / 7.0;
            mb[i][j] = (double)(int)(rnd() % 2001 - 1000) / 3.0;
        }
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < M; i++)
            for (int j = 0; j < M; j++) {
                double s = 0;
                for (int k = 0; k < M; k++)
                    s += ma[i][k] * mb[k][j];
                mc[i][j] = s + r;
            }
    union { double d; unsigned long long u; } h = {0};
    u32 mix = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) {
            h.d = mc[i][j];
            mix = mix * 33 ^ (u32)h.u ^ (u32)(h.u >> 32);
        }
    hex("matmul", mix);
    hex("mandel", mandel());
}
