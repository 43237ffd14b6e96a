/*
 * The performance floor for any libyaml-based reader (see shared/RECIPES.md, "Performance
 * floor"): read the whole file into memory, then run libyaml's event parser to STREAM_END,
 * deleting each event. Nothing is built; no reader on libyaml can be faster than this.
 *
 *   cc -O2 Benchmarks/floor.c -o floor $(pkg-config --cflags --libs yaml-0.1)
 *   ./floor FILE        prints the event count; exit 0, or 1 on a read or parse error
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

#include "read-file.h"

int main(int argc, char **argv) {
    size_t length;
    unsigned char *buffer = read_input(argc, argv, &length);

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "%s: cannot initialize the parser\n", argv[1]);
        return 1;
    }
    yaml_parser_set_input_string(&parser, buffer, length);
    unsigned long events = 0;
    int done = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", argv[1], (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1, parser.problem ? parser.problem : "parse error");
            yaml_parser_delete(&parser);
            return 1;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
    }
    yaml_parser_delete(&parser);
    free(buffer);
    printf("%lu events\n", events);
    return 0;
}
