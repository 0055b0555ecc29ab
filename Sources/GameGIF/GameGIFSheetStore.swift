/// Where game GIF sprite sheets are kept between renders: a command's folder on disk, a
/// service's memory.
package enum GameGIFSheetStore: Sendable {
    case folder(GameGIFSheetFolder)
    case memory(GameGIFSheetMemory)

    /// A command's: `GameGIFSheetFolder.standard`, or none when the cache is off.
    package static func standardFolder(environment: [String: String]) -> GameGIFSheetStore? {
        GameGIFSheetFolder.standard(environment: environment).map(GameGIFSheetStore.folder)
    }

    /// The sheet of `style` kept under `name` (`GameGIFSpriteSheet.storedName`).
    func sheet(named name: String, style: GameGIFStyle) -> GameGIFSpriteSheet? {
        switch self {
        case .folder(let folder): folder.sheet(named: name, style: style)
        case .memory(let memory): memory.sheet(named: name)
        }
    }

    func keep(_ sheet: GameGIFSpriteSheet, named name: String) {
        switch self {
        case .folder(let folder): folder.keep(sheet, named: name)
        case .memory(let memory): memory.keep(sheet, named: name)
        }
    }
}
