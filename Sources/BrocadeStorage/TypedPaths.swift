import BrocadeCore
import BrocadeTUI
#if canImport(Glibc)
import Glibc
#endif

/// Paths as a player types them in the new-game panel: "~/" for the home
/// directory, and Tab to complete a file name from what is on disk.
public enum TypedPaths {
    /// `typed` with a leading "~" made the home directory.
    public static func expand(_ typed: String, home: String?) -> String {
        guard let home, typed == "~" || typed.hasPrefix("~/") else { return typed }
        return home + typed.dropFirst()
    }

    /// Every entry of the typed path's directory whose name starts with its
    /// last part, spelt as typed (so "~/Pic" gives "~/Pictures/");
    /// directories end in "/". Hidden files only when the part starts with
    /// a dot. At most `limit`, sorted.
    public static func completions(_ typed: String, home: String?, cwd: String, limit: Int = 200) -> [String] {
        let (typedDir, part) = PathText.split(typed)
        var dir = expand(String(typedDir), home: home)
        if dir.isEmpty { dir = cwd }
        if !dir.hasPrefix("/") { dir = PathText.join(cwd, dir) }
        var out: [String] = []
        for name in FileSystem.list(dir).sorted() where name.hasPrefix(part) && (part.hasPrefix(".") || !name.hasPrefix(".")) {
            // Names that would write escapes to the screen are not offered.
            guard SafeText.isClean(name) else { continue }
            let full = PathText.join(dir, name)
            var info = stat()
            let isDir = stat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            out.append(String(typedDir) + name + (isDir ? "/" : ""))
            if out.count >= limit { break }
        }
        return out
    }
}
