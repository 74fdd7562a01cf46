/* A program linked against a library the sysroot does not have
 * (libgtmissing.so, built beside it by the test). */
int gt_missing(void);
int main(void) { return gt_missing(); }
