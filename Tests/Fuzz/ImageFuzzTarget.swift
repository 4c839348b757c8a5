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

// chafa renders on a GLib thread pool when there are two or more CPUs, and
// GLib ends and starts pool threads between renders: about 8,000 new threads
// in 30 s of fuzzing. Once the kernel's thread ids come round again (pid_max
// is often 32768), LeakSanitizer, which finds a thread's stack and TLS by its
// kernel id, finds a finished thread of the same id first and does not scan
// the live one: that thread's GSlice magazine (2,032 bytes from g_malloc0,
// pointed to only by its thread-specific data) is reported as a leak, on
// whichever input next makes libFuzzer look. Rendering on the calling
// thread, as chafa does with one CPU, runs the same drawing code with no
// threads at all, so LeakSanitizer sees every thread. Looked up at run time:
// the fuzz build gives Swift only imaging.h.
private let chafaOnOneThread: Void = {
    typealias SetThreads = @convention(c) (Int32) -> Void
    guard let sym = dlsym(dlopen(nil, RTLD_NOW), "chafa_set_n_threads") else {
        fatalError("chafa_set_n_threads not found")
    }
    unsafeBitCast(sym, to: SetThreads.self)(1)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    _ = chafaOnOneThread
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
