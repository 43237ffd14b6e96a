/// "1 error", "2 errors": counts in messages and reports read as English.
public enum Plural {
    public static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}
