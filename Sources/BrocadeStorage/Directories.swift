import BrocadeTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where brocade keeps its files, after the XDG base directory rules:
/// scores under the data home, saved games under the state home, settings
/// under the config home, the solver's tables under the cache home, each in
/// a `brocade` folder.
public struct Directories: Equatable, Sendable {
    public var data: String?
    public var state: String?
    public var config: String?
    /// Files that can be made again, only kept to save time.
    public var cache: String?
    /// Why a directory could not be worked out (no HOME and no XDG variable).
    public var problem: String?

    public init(data: String?, state: String?, config: String?, cache: String? = nil, problem: String? = nil) {
        self.data = data
        self.state = state
        self.config = config
        self.cache = cache
        self.problem = problem
    }

    public static func resolve(environment env: [String: String]) -> Directories {
        let home = env["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        // The spec says relative XDG paths are invalid and must be ignored.
        func base(_ variable: String, _ fallback: String) -> String? {
            if let v = env[variable], v.hasPrefix("/") { return v }
            return home.map { $0 + "/" + fallback }
        }
        let data = base("XDG_DATA_HOME", ".local/share").map { $0 + "/brocade" }
        let state = base("XDG_STATE_HOME", ".local/state").map { $0 + "/brocade" }
        let config = base("XDG_CONFIG_HOME", ".config").map { $0 + "/brocade" }
        let cache = base("XDG_CACHE_HOME", ".cache").map { $0 + "/brocade" }
        let problem = (data == nil || state == nil || config == nil)
            ? tr("HOME is not set (nor XDG_DATA_HOME, XDG_STATE_HOME and XDG_CONFIG_HOME)") : nil
        return Directories(data: data, state: state, config: config, cache: cache, problem: problem)
    }
}
