import Testing
import BrocadeTUI
@testable import BrocadeImaging

/// Why an image cannot be used, in Chinese: brocade's own reasons are
/// translated, the path and the system's words stay as they are.
@Suite struct ChineseImageErrorTests {
    @Test func reasonsInChinese() {
        Language.$override.withValue(.zh) {
            #expect(ImageLoader.said("not an image format brocade can read") == "不是 brocade 能读取的图片格式")
            #expect(ImageLoader.said("9000 x 9000 pixels is more than the 40000000 allowed") == "9000 x 9000 像素，超过允许的 40000000")
            #expect(ImageLoader.said("2000000 bytes is more than the 1000000 allowed") == "2000000 字节，超过允许的 1000000")
            #expect(ImageLoader.said("tiff images are not read (PNG, JPEG, GIF, BMP, PNM or XPM)") == "不读取 tiff 图片（只读 PNG、JPEG、GIF、BMP、PNM 或 XPM）")
            #expect(ImageLoader.said("No such file or directory") == "No such file or directory")
            let e = ImageError(kind: .notImage, path: "/tmp/x.txt", reason: ImageLoader.said("not an image format brocade can read"))
            #expect(e.description == "无法载入 '/tmp/x.txt'：不是 brocade 能读取的图片格式")
        }
        Language.$override.withValue(.en) {
            #expect(ImageLoader.said("not an image format brocade can read") == "not an image format brocade can read")
        }
    }

    @Test func aMissingFileIsSaidInChinese() {
        let said = Language.$override.withValue(.zh) { () -> String in
            do {
                _ = try ImageLoader.load(path: "/nonexistent/brocade-test.png")
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(said.hasPrefix("无法载入 '/nonexistent/brocade-test.png'："), "\(said)")
    }
}
