import ChessMotion
import ChessScenes
import FoundationEssentials
import MotionKit

struct SoundsCommand: Command {
    static let name = "sounds"
    static let summary = "List the installed sound sets, or write the standard set's synthesised sounds."
    static let usage = ["sounds", "sounds --generate FOLDER"]
    static let discussion = """
    Lists every sound set found in the SoundSets folders (yours first, then the built-in ones):
    its name (what render --sound takes) and folder.

    A sound set is a folder of 16-bit PCM WAV files at 48 kHz, one per sound, named as lichess
    names its own where they match: Move, Capture, Castle, Check, GenericNotify (a game's end),
    Coin, Badge, Tap, ClockPress, Flag (.wav). A sound the set lacks is silent. Drop such a folder
    into ~/.local/share/chess-motion/SoundSets/ to add a set.

    With --generate, writes the standard set's sounds, synthesised from their recipes, into
    FOLDER: how SoundSets/standard/ is made.
    """

    static let generate = Option(
        "--generate", value: "FOLDER", kind: .text, help: "write the standard set's WAV files into FOLDER (made if missing)")
    static let optionGroups = [OptionGroup("Options", [generate])]

    static let examples = [
        "sounds",
        "sounds --generate my-sounds",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        _ = try arguments.positionals()
        if let folder = arguments.text(generate) {
            let url = URL(fileURLWithPath: folder, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for file in StandardSoundSet.files {
                try Data(file.bytes).write(to: url.appendingPathComponent(file.name), options: .atomic)
            }
            Console.out("wrote \(StandardSoundSet.files.count) sounds to \(url.path)")
            return 0
        }
        let library = InstalledAssets.standard().soundSets
        Console.out(lines: library.folders.entries.map { "\($0.name)\t\($0.url.path)" })
        return 0
    }
}
