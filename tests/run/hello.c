/* The program tests/run_program.rs runs with `goldtrace run`: prints its
 * arguments, an environment variable, its working directory and a file, then
 * does what its first argument says (exit with a status, die of a signal, copy
 * its standard input), with a named busy loop so a profile has something to find. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((noinline)) unsigned gt_spin(unsigned n)
{
    unsigned x = 1;
    for (unsigned i = 0; i < n; i++)
        x = x * 1103515245u + 12345u;
    return x;
}

int main(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        printf("arg%d=%s\n", i, argv[i]);
    const char *greeting = getenv("GREETING");
    printf("GREETING=%s\n", greeting ? greeting : "(unset)");
    char cwd[256];
    printf("cwd=%s\n", getcwd(cwd, sizeof cwd) ? cwd : "?");
    FILE *f = fopen("data.txt", "r");
    if (f) {
        char line[256];
        while (fgets(line, sizeof line, f))
            printf("data: %s", line);
        fclose(f);
    }
    printf("spin=%u\n", gt_spin(200000));
    fflush(stdout);
    if (argc > 2 && strcmp(argv[1], "exit") == 0)
        return atoi(argv[2]);
    if (argc > 1 && strcmp(argv[1], "segv") == 0)
        raise(SIGSEGV);
    if (argc > 1 && strcmp(argv[1], "cat") == 0) {
        int c;
        while ((c = getchar()) != EOF)
            putchar(c == '\n' ? c : c ^ 0x20);
        printf("<eof>\n");
    }
    return 0;
}
