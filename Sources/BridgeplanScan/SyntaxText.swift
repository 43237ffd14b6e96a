import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the leading trivia of its first token and the trailing
    /// trivia of its last: what swift-syntax's `trimmedDescription` gives, read from the
    /// source bytes. `trimmedDescription` builds two detached copies of the tree to strip the
    /// trivia; on a generated 2,000-file app those copies took 7% of the scan's CPU time.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension ExprSyntax {
    /// `self` written alone.
    var isSelfReference: Bool { self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
}
