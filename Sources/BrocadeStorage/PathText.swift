/// Path arithmetic on strings, the one place paths are cut: as NSString's
/// path methods do it for the paths used here, without needing all of
/// Foundation (whose internationalisation data would make the static binary
/// 30 MB larger). No "~" is expanded here (`TypedPaths.expand` does that).
public enum PathText {
    /// The path cut just after its last slash, as typed: "a/b/c" → ("a/b/",
    /// "c"); "a/" → ("a/", ""); "c" → ("", "c"); "/" → ("/", "").
    public static func split(_ path: String) -> (head: Substring, name: Substring) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path[...]) }
        let cut = path.index(after: slash)
        return (path[..<cut], path[cut...])
    }

    /// Repeated slashes made one, and without a trailing slash, except for the root itself.
    static func trimmed(_ path: String) -> String {
        var p = ""
        for c in path where !(c == "/" && p.hasSuffix("/")) { p.append(c) }
        if p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p
    }

    /// "/a/b/c" → "/a/b"; "/a/b/" → "/a"; "/a" → "/"; "/" → "/"; "c" → "".
    public static func parent(_ path: String) -> String {
        let p = trimmed(path)
        if p == "/" { return p }
        let head = split(p).head
        return head.count > 1 ? String(head.dropLast()) : String(head)
    }

    /// "/a/b/c" → "c"; "/a/b/" → "b"; "/" → "/".
    public static func lastComponent(_ path: String) -> String {
        let p = trimmed(path)
        return p == "/" ? p : String(split(p).name)
    }

    /// "/a" + "b" → "/a/b"; "/" + "b" → "/b"; "" + "b" → "b".
    public static func join(_ path: String, _ component: String) -> String {
        let p = trimmed(path)
        if p.isEmpty { return component }
        return p.hasSuffix("/") ? p + component : p + "/" + component
    }
}
