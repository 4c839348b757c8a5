/// Path arithmetic on strings, as NSString's path methods do it for the
/// paths used here, without needing all of Foundation (whose
/// internationalisation data would make the static binary 30 MB larger).
enum PathText {
    /// Repeated slashes made one, and without a trailing slash, except for the root itself.
    static func trimmed(_ path: String) -> Substring {
        var p = ""
        for c in path where !(c == "/" && p.hasSuffix("/")) { p.append(c) }
        if p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p[...]
    }

    /// "/a/b/c" → "/a/b"; "/a" → "/"; "/" → "/"; "c" → "".
    static func parent(_ path: String) -> String {
        let p = trimmed(path)
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        return String(p[..<slash])
    }

    /// "/a/b/c" → "c"; "/a/b/" → "b"; "/" → "/".
    static func lastComponent(_ path: String) -> String {
        let p = trimmed(path)
        if p == "/" { return "/" }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }

    /// "/a" + "b" → "/a/b"; "/" + "b" → "/b"; "" + "b" → "b".
    static func join(_ path: String, _ component: String) -> String {
        let p = trimmed(path)
        if p.isEmpty { return component }
        return p.hasSuffix("/") ? p + component : p + "/" + component
    }
}
