// libFuzzer entry point for pictures: `make fuzz` compiles this with the
// core, the image loader and the cell renderer, and links the C imaging code
// (gdk-pixbuf, chafa). The loader takes paths, so each input is written to a
// file first; its first byte picks the file name's extension, since
// gdk-pixbuf uses it to guess formats without a signature (TGA).
#if canImport(Glibc)
import Glibc
#endif

private let extensions = ["", ".png", ".jpg", ".gif", ".bmp", ".ppm", ".xpm", ".ico", ".tga"]

// tmpfs when there is one: every input is written once.
private let directory: String = {
    var st = stat()
    let base = stat("/dev/shm", &st) == 0 && access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    return base + "/brocade-fuzz-image-\(getpid())"
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    mkdir(directory, 0o700)
    let path = directory + "/input" + extensions[Int(data[0]) % extensions.count]
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return 0 }
    var offset = 1
    while offset < size {
        let n = write(fd, data + offset, size - offset)
        if n <= 0 { break }
        offset += n
    }
    close(fd)
    defer { unlink(path) }
    // As the game does: the header first, then the pixels, then cells.
    _ = try? ImageLoader.info(path: path)
    if let img = try? ImageLoader.load(path: path) {
        _ = CellRenderer.render(img, cols: 7, rows: 3, depth: .palette256, unicode: true, style: .photo)
        _ = CellRenderer.render(img, cols: 4, rows: 5, depth: .ansi8, unicode: false, style: .pixelArt)
    }
    return 0
}
