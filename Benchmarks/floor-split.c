/*
 * The two-core floor: the bare libyaml event parse of floor.c, run the way bridgeplan
 * reads a long text on two cores (YAMLFront/SplitParse.swift). A text of 512 KiB or more
 * is cut at an item line just past the middle (of the item lines in the next 64 KiB, the
 * first with the least indentation); one thread parses the text before the cut, another
 * parses "k:\n" followed by the text after it. Nothing is built. It shows how much of the
 * single-thread floor two cores can take off the parse itself; shorter texts, and texts
 * with no item line there, are parsed whole on one thread, as bridgeplan does.
 *
 *   cc -O2 Benchmarks/floor-split.c -o floor-split -lpthread $(pkg-config --cflags --libs yaml-0.1)
 *   ./floor-split FILE   prints the event count of each half; exit 0, or 1 on a read or parse error
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "read-file.h"

struct half {
    const unsigned char *bytes;
    size_t length;
    unsigned long events;
    int failed;
};

static void *parse(void *argument) {
    struct half *half = argument;
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        half->failed = 1;
        return NULL;
    }
    yaml_parser_set_input_string(&parser, half->bytes, half->length);
    for (int done = 0; !done;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            half->failed = 1;
            break;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        half->events++;
    }
    yaml_parser_delete(&parser);
    return NULL;
}

static int is_item_start(const unsigned char *b, size_t length, size_t i) {
    if (i >= length || b[i] != '-') return 0;
    if (i + 1 >= length) return 1;
    unsigned char next = b[i + 1];
    return next == ' ' || next == '\t' || next == '\n' || next == '\r';
}

/* Where SplitParse cuts, or 0 for no cut. */
static size_t cut_offset(const unsigned char *b, size_t length) {
    if (length < (512 << 10)) return 0;
    size_t line = length / 2, best = 0, best_indent = (size_t)-1;
    while (line < length && b[line - 1] != '\n') line++;
    size_t end = line + (64 << 10) < length ? line + (64 << 10) : length;
    while (line < end) {
        size_t i = line;
        while (i < length && b[i] == ' ') i++;
        if (is_item_start(b, length, i) && i - line < best_indent) {
            best = line;
            best_indent = i - line;
            if (i == line) break;
        }
        while (i < length && b[i] != '\n') i++;
        line = i + 1;
    }
    return best;
}

int main(int argc, char **argv) {
    size_t length;
    unsigned char *buffer = read_input(argc, argv, &length);

    size_t cut = cut_offset(buffer, length);
    if (cut == 0) {
        struct half whole = {buffer, length, 0, 0};
        parse(&whole);
        if (whole.failed) {
            fprintf(stderr, "%s: parse error\n", argv[1]);
            return 1;
        }
        printf("%lu events (one thread)\n", whole.events);
        return 0;
    }
    /* The second half is copied behind its one-line key, as SplitParse does. */
    unsigned char *second_text = malloc(length - cut + 3);
    if (!second_text) {
        fprintf(stderr, "%s: out of memory\n", argv[1]);
        return 1;
    }
    memcpy(second_text, "k:\n", 3);
    memcpy(second_text + 3, buffer + cut, length - cut);
    struct half first = {buffer, cut, 0, 0}, second = {second_text, length - cut + 3, 0, 0};
    pthread_t thread;
    if (pthread_create(&thread, NULL, parse, &second) != 0) {
        fprintf(stderr, "%s: cannot start a thread\n", argv[1]);
        return 1;
    }
    parse(&first);
    pthread_join(thread, NULL);
    if (first.failed || second.failed) {
        fprintf(stderr, "%s: parse error in the %s half\n", argv[1], first.failed ? "first" : "second");
        return 1;
    }
    printf("%lu + %lu events (two threads)\n", first.events, second.events);
    return 0;
}
