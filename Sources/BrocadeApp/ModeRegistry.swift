import BrocadeCore

/// Makes the screen for a game mode. Modes register here as they are built;
/// the menu says so for the ones that are not.
public struct ModeRegistry {
    public typealias Factory = (AppContext) -> Screen

    private var factories: [GameMode: Factory] = [:]

    public init() {}

    public mutating func register(_ mode: GameMode, _ factory: @escaping Factory) {
        factories[mode] = factory
    }

    public func isAvailable(_ mode: GameMode) -> Bool { factories[mode] != nil }

    public func makeScreen(_ mode: GameMode, context: AppContext) -> Screen? {
        factories[mode].map { $0(context) }
    }

    /// The message for a mode that is not in this build.
    public static func unavailableNotice(_ mode: GameMode) -> String {
        "\(mode.title) is not in this version of brocade yet."
    }

    /// Every mode built so far.
    public static var standard: ModeRegistry { ModeRegistry() }
}
