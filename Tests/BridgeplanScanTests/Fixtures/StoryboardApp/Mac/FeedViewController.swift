import AppKit

// macOS code with an iOS class's name: left out, so it hides nothing.
final class FeedViewController: NSViewController {}
