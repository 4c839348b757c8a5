import Foundation
import Testing

/// A headless Wayland compositor for `RealTerminal`'s foot: sway 1.7 on
/// wlroots' headless backend (no screen, no input devices of its own),
/// one 2100x1300 output, and what drives it as a player would:
///
/// - a real pointer: a virtual pointer (wlr-virtual-pointer) this class
///   makes over the Wayland socket itself, which sway moves and presses as
///   any mouse (it is the seat's only pointer, so it is also what gives the
///   seat a pointer at all: without one foot gets no mouse);
/// - a real keyboard: `wtype`, each key a virtual keyboard of its own; one
///   more, idle, is held for the whole session, so the seat always has a
///   keyboard (otherwise the first key of each wtype can be lost while foot
///   binds the keyboard that has just appeared);
/// - screenshots: `grim -g` of the window's rectangle, as a PPM.
///
/// sway refuses to run as root (it checks that it cannot get root back),
/// so as root it runs as `nobody`, with its runtime directory (socket,
/// config) owned by nobody; foot and everything else still run as the
/// test's user, which root's permissions let reach that socket.
///
/// Should the test runner die without ending it, a watchdog shell beside
/// sway ends it once the runner's process has gone.
final class WaylandSession {
    /// The output, in pixels (as large as the X harness's screen).
    static let outputWidth = 2100, outputHeight = 1300
    /// The programs this needs, beside the terminal itself.
    static let tools = ["sway", "swaymsg", "grim", "wtype", "setpriv"]

    /// XDG_RUNTIME_DIR, which holds sway's sockets and its config.
    let runtime: String
    private(set) var socketName = ""
    private var sway: pid_t = 0
    private var keyboardHolder: pid_t = 0
    private var fd: Int32 = -1
    private var nextID: UInt32 = 2
    private var pointerID: UInt32 = 0
    private var time: UInt32 = 0

    /// The environment a client of this compositor runs in.
    var clientEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = socketName
        env["XDG_RUNTIME_DIR"] = runtime
        return env
    }

    /// Starts sway, waits until its output is there, makes the virtual
    /// pointer and the idle keyboard, and puts the pointer in the output's
    /// far corner, away from the window (sway draws it into screenshots).
    /// Windows whose app id is `appID` float at the top left corner, with
    /// no border, at the size they ask for.
    init(dir: String, appID: String, log: String) throws {
        runtime = dir + "/wayland"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        chmod(runtime, 0o700)
        var prefix: [String] = []
        if getuid() == 0 {
            guard let nobody = getpwnam("nobody") else { throw HarnessError.notFound("a user `nobody` to run sway as") }
            chown(runtime, nobody.pointee.pw_uid, nobody.pointee.pw_gid)
            chmod(dir, 0o711) // nobody passes through the scratch directory to its own
            prefix = ["setpriv", "--reuid=\(nobody.pointee.pw_uid)", "--regid=\(nobody.pointee.pw_gid)", "--clear-groups"]
        }
        let config = runtime + "/sway.conf"
        try """
            xwayland disable
            output * resolution \(Self.outputWidth)x\(Self.outputHeight) position 0 0
            default_border none
            default_floating_border none
            focus_follows_mouse no
            for_window [app_id="\(appID)"] floating enable, move position 0 0

            """.write(toFile: config, atomically: false, encoding: .utf8)
        chmod(config, 0o644)
        if getuid() == 0, let nobody = getpwnam("nobody") { chown(config, nobody.pointee.pw_uid, nobody.pointee.pw_gid) }
        let env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": runtime, "XDG_RUNTIME_DIR": runtime, "LANG": "C.UTF-8",
            "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1",
            // Software rendering, GPU or not (with no /dev/dri it is what
            // wlroots picks anyway): no Mesa needed, the same pixels everywhere.
            "WLR_RENDERER": "pixman",
        ]
        sway = try RealTerminal.spawn(prefix + Self.watched(["sway", "-c", config]), environment: env, log: log)
        // Ready once its IPC answers with the output at its size.
        let swayPID = sway
        _ = try Self.poll("sway's output (\(log))", log: log) { () -> Bool? in
            let outputs = (try? self.json(["-t", "get_outputs"])) as? [[String: Any]] ?? []
            return outputs.contains { ($0["rect"] as? [String: Any])?["width"] as? Int == Self.outputWidth } ? true : nil
        } alive: { RealTerminal.running(swayPID) }
        try connect()
        keyboardHolder = try RealTerminal.spawn(Self.watched(["wtype", "-s", "600000"]), environment: clientEnvironment,
                                                log: dir + "/wtype.log")
        let holder = keyboardHolder
        _ = try Self.poll("the seat's keyboard (wtype)", log: dir + "/wtype.log") { () -> Bool? in
            let inputs = (try? self.json(["-t", "get_inputs"])) as? [[String: Any]] ?? []
            return inputs.contains { $0["type"] as? String == "keyboard" } ? true : nil
        } alive: { RealTerminal.running(holder) }
        try movePointer(x: Self.outputWidth - 1, y: Self.outputHeight - 1)
    }

    deinit {
        if fd >= 0 { close(fd) }
        for pid in [keyboardHolder, sway] where pid > 0 { RealTerminal.end(pid) }
    }

    /// Polls `probe` every 50 ms until it gives a value, 30 s at most, while
    /// `alive` holds; a process that died fails the test with its log's end.
    static func poll<T>(_ what: String, log: String, _ probe: () -> T?, alive: () -> Bool) throws -> T {
        let end = Date().addingTimeInterval(30)
        while Date() < end {
            if let v = probe() { return v }
            guard alive() else {
                if let v = probe() { return v }
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                Issue.record("foot: gave up waiting for \(what): the process ended\n\(text.suffix(2000))")
                throw HarnessError.notFound(what)
            }
            usleep(50_000)
        }
        Issue.record("foot: timed out waiting for \(what)")
        throw HarnessError.timeout(what)
    }

    /// `argv` with a watchdog beside it that ends it (its process group)
    /// once this test runner's process has gone.
    static func watched(_ argv: [String]) -> [String] {
        ["sh", "-c", "(while [ -d /proc/\(getpid()) ]; do sleep 1; done; kill -TERM 0) & exec \"$@\"", "sh"] + argv
    }

    @discardableResult
    func swaymsg(_ args: [String]) throws -> String {
        let socket = try FileManager.default.contentsOfDirectory(atPath: runtime).first { $0.hasPrefix("sway-ipc.") }
        guard let socket else { throw HarnessError.notFound("sway's IPC socket in \(runtime)") }
        var env = clientEnvironment
        env["SWAYSOCK"] = runtime + "/" + socket
        let r = try TerminalHarness.runFull(["swaymsg"] + args, environment: env, cpuTimeout: 5)
        guard r.status == 0 else { throw HarnessError.notFound("swaymsg \(args.joined(separator: " ")): \(r.stdout)\(r.stderr)") }
        return r.stdout
    }

    /// What swaymsg answers, decoded.
    func json(_ args: [String]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(swaymsg(args + ["-r"]).utf8))
    }

    /// The rectangle of the window whose app id is `appID`, in the output's pixels.
    func window(appID: String) throws -> RealTerminal.PixelRect? {
        guard let root = try json(["-t", "get_tree"]) as? [String: Any] else { return nil }
        func find(_ node: [String: Any]) -> RealTerminal.PixelRect? {
            if node["app_id"] as? String == appID, let r = node["rect"] as? [String: Any],
               let x = r["x"] as? Int, let y = r["y"] as? Int, let w = r["width"] as? Int, let h = r["height"] as? Int,
               node["visible"] as? Bool != false {
                return RealTerminal.PixelRect(x: x, y: y, width: w, height: h)
            }
            let children = (node["nodes"] as? [[String: Any]] ?? []) + (node["floating_nodes"] as? [[String: Any]] ?? [])
            return children.lazy.compactMap(find).first
        }
        return find(root)
    }

    /// A screenshot of a rectangle of the output, as a binary PPM at `path`.
    func screenshot(_ r: RealTerminal.PixelRect, to path: String) throws {
        let g = "\(r.x),\(r.y) \(r.width)x\(r.height)"
        let res = try TerminalHarness.runFull(["grim", "-g", g, "-t", "ppm", path], environment: clientEnvironment, cpuTimeout: 20)
        guard res.status == 0 else { throw HarnessError.notFound("grim -g '\(g)': \(res.stderr)") }
    }

    /// Types keys by their XKB names ("Return", "Right", "q").
    func key(_ name: String) throws {
        let r = try TerminalHarness.runFull(["wtype", "-k", name], environment: clientEnvironment, cpuTimeout: 5)
        guard r.status == 0 else { throw HarnessError.notFound("wtype -k \(name): \(r.stderr)") }
    }

    // MARK: The virtual pointer, spoken over the Wayland socket

    /// Moves the pointer to a pixel of the output (as a tablet would: an
    /// absolute position, the output's size as the extent).
    func movePointer(x: Int, y: Int) throws {
        try send(pointerID, opcode: 1, [tick(), UInt32(x), UInt32(y), UInt32(Self.outputWidth), UInt32(Self.outputHeight)])
        try frame()
    }

    /// Presses or releases the left button (BTN_LEFT).
    func button(down: Bool) throws {
        try send(pointerID, opcode: 2, [tick(), 0x110, down ? 1 : 0])
        try frame()
    }

    private func tick() -> UInt32 {
        time &+= 16
        return time
    }

    /// Ends a group of pointer events, and waits until sway has taken them.
    private func frame() throws {
        try send(pointerID, opcode: 4, [])
        _ = try roundtrip()
    }

    /// Connects, finds the seat and the virtual pointer manager among the
    /// globals, and makes the pointer.
    private func connect() throws {
        socketName = try FileManager.default.contentsOfDirectory(atPath: runtime)
            .first { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") } ?? ""
        guard !socketName.isEmpty else { throw HarnessError.notFound("sway's Wayland socket in \(runtime)") }
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HarnessError.notFound("a Unix socket") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array((runtime + "/" + socketName).utf8CString)
        guard path.count <= MemoryLayout.size(ofValue: address.sun_path) else { throw HarnessError.notFound("a short socket path") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            path.withUnsafeBytes { raw.copyMemory(from: $0) }
        }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard rc == 0 else { throw HarnessError.notFound("a connection to \(runtime)/\(socketName): errno \(errno)") }
        let registry = newID()
        try send(1, opcode: 1, [registry]) // wl_display.get_registry
        var globals: [String: UInt32] = [:]
        for event in try roundtrip() where event.object == registry && event.opcode == 0 {
            let words = event.words
            guard words.count >= 3 else { continue }
            let length = Int(words[1])
            let name = String(decoding: event.payload[8..<(8 + max(0, length - 1))], as: UTF8.self)
            globals[name] = words[0]
        }
        guard let seatName = globals["wl_seat"], let managerName = globals["zwlr_virtual_pointer_manager_v1"] else {
            throw HarnessError.notFound("wl_seat and zwlr_virtual_pointer_manager_v1 among sway's globals: \(globals.keys.sorted())")
        }
        let seat = try bind(registry, name: seatName, interface: "wl_seat")
        let manager = try bind(registry, name: managerName, interface: "zwlr_virtual_pointer_manager_v1")
        pointerID = newID()
        try send(manager, opcode: 0, [seat, pointerID]) // create_virtual_pointer(seat, id)
        _ = try roundtrip()
    }

    private func newID() -> UInt32 {
        defer { nextID += 1 }
        return nextID
    }

    /// wl_registry.bind, version 1.
    private func bind(_ registry: UInt32, name: UInt32, interface: String) throws -> UInt32 {
        let id = newID()
        var bytes = Array(interface.utf8) + [0]
        let length = UInt32(bytes.count)
        while bytes.count % 4 != 0 { bytes.append(0) }
        let text = stride(from: 0, to: bytes.count, by: 4).map {
            UInt32(bytes[$0]) | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2]) << 16 | UInt32(bytes[$0 + 3]) << 24
        }
        try send(registry, opcode: 0, [name, length] + text + [1, id])
        return id
    }

    /// A request: the object, the size and opcode, then the arguments, as
    /// 32-bit words in the machine's byte order.
    private func send(_ object: UInt32, opcode: UInt32, _ args: [UInt32]) throws {
        let words = [object, UInt32(8 + 4 * args.count) << 16 | opcode] + args
        try words.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.send(fd, raw.baseAddress! + done, raw.count - done, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw HarnessError.notFound("a Wayland connection (send: errno \(errno))") }
                done += n
            }
        }
    }

    struct Event {
        var object: UInt32, opcode: UInt32, payload: [UInt8]
        var words: [UInt32] {
            stride(from: 0, to: payload.count - 3, by: 4).map {
                UInt32(payload[$0]) | UInt32(payload[$0 + 1]) << 8 | UInt32(payload[$0 + 2]) << 16 | UInt32(payload[$0 + 3]) << 24
            }
        }
    }

    private var pending: [UInt8] = []

    /// wl_display.sync, and the events that came before its callback.
    private func roundtrip() throws -> [Event] {
        let callback = newID()
        try send(1, opcode: 0, [callback])
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            while pending.count >= 8 {
                let size = Int(UInt32(pending[6]) | UInt32(pending[7]) << 8)
                guard size >= 8, pending.count >= size else { break }
                let object = UInt32(pending[0]) | UInt32(pending[1]) << 8 | UInt32(pending[2]) << 16 | UInt32(pending[3]) << 24
                let opcode = UInt32(pending[4]) | UInt32(pending[5]) << 8
                let event = Event(object: object, opcode: opcode, payload: Array(pending[8..<size]))
                pending.removeFirst(size)
                if object == 1 && opcode == 0 { // wl_display.error
                    throw HarnessError.notFound("no Wayland protocol error (got one: \(event.words))")
                }
                if object == callback { return events }
                events.append(event)
            }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&ready, 1, 10_000) == 1 else { throw HarnessError.timeout("sway's answer on the Wayland socket") }
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { throw HarnessError.notFound("a Wayland connection (sway closed it)") }
            pending += buffer[0..<n]
        }
    }
}
