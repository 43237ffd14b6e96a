/* The floor programs' one way of reading their input, `PROGRAM FILE`: the whole file into
 * memory, before any timing that matters starts. Exits with status 2 on a usage error and
 * 1 when the file cannot be read, with a message. */
#include <stdio.h>
#include <stdlib.h>

static unsigned char *read_input(int argc, char **argv, size_t *length) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        exit(2);
    }
    const char *path = argv[1];
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        exit(1);
    }
    size_t capacity = 1 << 20;
    unsigned char *buffer = malloc(capacity);
    *length = 0;
    for (;;) {
        if (!buffer) {
            fprintf(stderr, "%s: out of memory\n", path);
            exit(1);
        }
        *length += fread(buffer + *length, 1, capacity - *length, file);
        if (*length < capacity) break;
        capacity *= 2;
        buffer = realloc(buffer, capacity);
    }
    if (ferror(file)) {
        perror(path);
        exit(1);
    }
    fclose(file);
    return buffer;
}
