/// The version the tool reports (`--version`, SARIF, plans); `scripts/release` checks a
/// release against it.
public enum BridgeplanVersion {
    public static let current = "0.1.0"
}
