/* giflib's side of the LZW measurement in Sources/MotionExport/Export/GIF/GIFLZW.swift: encodes one
   720 x 560 frame of palette indices (a raw file) N times into a discarding sink.
   gcc -O2 giflib_lzw.c -lgif -o giflib_lzw && ./giflib_lzw frame.raw 100 */
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static int sink(GifFileType *g, const GifByteType *b, int n) { (void)g; (void)b; return n; }
int main(int argc, char **argv) {
    int w = 720, h = 560, reps = atoi(argv[2]);
    FILE *f = fopen(argv[1], "rb"); unsigned char *idx = malloc(w * h);
    fread(idx, 1, w * h, f); fclose(f);
    GifColorType colors[256] = {0};
    struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
    for (int r = 0; r < reps; r++) {
        int err; GifFileType *g = EGifOpen(NULL, sink, &err);
        ColorMapObject *map = GifMakeMapObject(256, colors);
        EGifPutScreenDesc(g, w, h, 8, 0, map);
        EGifPutImageDesc(g, 0, 0, w, h, false, NULL);
        for (int y = 0; y < h; y++) EGifPutLine(g, idx + y * w, w);
        EGifCloseFile(g, &err); GifFreeMapObject(map);
    }
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("giflib EGifPutLine: %.3f ms per 720x560 frame\n", ((b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6) / reps);
}
