#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Runs jobs on one thread per core, each thread with a stack of its own size. Parsing and
/// walking a syntax tree recurse once per level of nesting; Dispatch's worker threads (512 KiB
/// on macOS) and even a main thread's 8 MiB overflow on trees the source guard still lets
/// through, and a stack overflow is a crash, not a diagnostic. The stack is reserved address
/// space: only the pages a deep file touches are ever committed.
enum Workers {
    static let stackSize = 512 << 20

    /// Calls `body(i)` once for each `i` in `0..<count`, in no particular order; returns when
    /// all calls have returned.
    static func run(count: Int, stackSize: Int = Workers.stackSize, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let queue = Queue(count: count, body: body)
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var threads: [pthread_t] = []
        for _ in 0..<min(cores, count) {
            let context = Unmanaged.passRetained(queue).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { context in
                Unmanaged<Queue>.fromOpaque(context!).takeRetainedValue().drain()
                return nil
            }, context)
            if status == 0 { threads.append(thread) }
            #else
            var thread: pthread_t?
            let status = pthread_create(&thread, &attributes, { context in
                Unmanaged<Queue>.fromOpaque(context).takeRetainedValue().drain()
                return nil
            }, context)
            if status == 0, let thread { threads.append(thread) }
            #endif
            if status != 0 {
                Unmanaged<Queue>.fromOpaque(context).release()
                break
            }
        }
        // No thread could be made (address space or thread limits): run here rather than not at all.
        if threads.isEmpty { queue.drain() }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// The next job to run, shared by the threads.
    private final class Queue: @unchecked Sendable {
        private let lock = Lock()
        private var next = 0
        private let count: Int
        private let body: @Sendable (Int) -> Void

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        func drain() {
            while true {
                lock.lock()
                let job = next
                next += 1
                lock.unlock()
                guard job < count else { return }
                body(job)
            }
        }
    }
}
