/// "Did you mean" hints by edit distance, or by a prefix of one candidate (`nav`, `warn`).
public enum Suggest {
    /// The closest candidate within a distance that still looks like a typo; else the one
    /// candidate the word begins (an abbreviation).
    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        let word = word.lowercased()
        for candidate in candidates {
            let distance = editDistance(word, candidate.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        if let best { return best.0 }
        guard word.count >= 2 else { return nil }
        let extended = candidates.filter { $0.lowercased().hasPrefix(word) }
        return extended.count == 1 ? extended.first : nil
    }

    public static func hint(for word: String, in candidates: some Collection<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance; gives up early (returns limit + 1) once the limit is passed.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        // Lengths first, before copying: most candidates are too long or too short.
        if abs(a.utf8.count - b.utf8.count) > limit { return limit + 1 }
        let a = Array(a.utf8), b = Array(b.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
