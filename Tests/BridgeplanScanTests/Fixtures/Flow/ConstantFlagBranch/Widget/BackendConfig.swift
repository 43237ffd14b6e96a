// A second target's configuration of the same name disagrees on the sync flag: the scan cannot
// tell which one the app's code reads, so that flag is no constant to it.
enum BackendConfig {
    static let isSyncEnabled = false
}
