import Bridgeplan
import Foundation
import Testing

/// Reading input: a pipe yields its bytes in pieces and has no size up front, so it is
/// read to its end however many pieces that takes, and its cap still holds.
@Suite(.timeLimit(.minutes(1))) struct LoaderTests {
    /// `count` bytes of YAML comment lines, written into a pipe by another thread; the path
    /// that reads the pipe's other end.
    private static func pipe(_ count: Int) -> (path: String, bytes: [UInt8], pipe: Pipe) {
        let line = Array("# a line of a long inventory, read from a pipe\n".utf8)
        let bytes = (0..<count).map { line[$0 % line.count] }
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            try? writer.write(contentsOf: Data(bytes))
            try? writer.close()
        }
        return ("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)", bytes, pipe)
    }

    /// Drained before it is closed: a writer left with bytes to write would get SIGPIPE,
    /// which ends the whole test run (a read that stops early leaves some).
    private static func drainAndClose(_ pipe: Pipe) {
        _ = try? pipe.fileHandleForReading.readToEnd()
        try? pipe.fileHandleForReading.close()
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 300_001])
    func pipesAreReadToTheEnd(_ count: Int) throws {
        let (path, bytes, pipe) = Self.pipe(count)
        defer { Self.drainAndClose(pipe) }
        #expect(PathKind(path) == .other)
        let file = try YAMLLoader.read(path)
        #expect(file.bytes.count == count)
        let same = file.bytes == bytes  // not in #expect, which would print both arrays
        #expect(same)
    }

    @Test func aPipeLongerThanTheCapIsRefused() throws {
        let (path, _, pipe) = Self.pipe(300_000)
        defer { Self.drainAndClose(pipe) }
        do {
            let file = try YAMLLoader.read(path, maxBytes: 200_000)
            Issue.record("read \(file.bytes.count) bytes past a cap of 200,000")
        } catch {
            #expect(error.diagnostics.first?.rule.rawValue == RuleID.fileTooLarge.rawValue)
        }
    }
}
