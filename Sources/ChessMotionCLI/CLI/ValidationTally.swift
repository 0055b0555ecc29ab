/// What `validate`'s summary line counts, added up one report at a time: the text output keeps
/// this and not the reports, so checking a file of 800,000 games holds one game's report.
struct ValidationTally {
    private(set) var valid = 0, invalid = 0, errors = 0, warnings = 0
    private var files = 0, games = 0, scenes = 0

    init(_ reports: [ValidationReport] = []) {
        for report in reports { add(report) }
    }

    mutating func add(_ report: ValidationReport) {
        if report.isValid { valid += 1 } else { invalid += 1 }
        errors += report.errorCount
        warnings += report.warningCount
        switch report.kind {
        case .script, .batchManifest: files += 1
        case .game: games += 1
        case .builtInScene: scenes += 1
        }
    }

    /// "3 files checked: 2 valid, 1 invalid (2 errors, 1 warning)"; built-in scenes are counted
    /// as what they are ("1 built-in scene checked: ...", "2 files and 1 built-in scene checked: ...").
    var summary: String {
        let checked = [files > 0 || scenes + games == 0 ? Self.count(files, "file") : nil, games > 0 ? Self.count(games, "game") : nil,
                       scenes > 0 ? Self.count(scenes, "built-in scene") : nil]
            .compactMap { $0 }.joined(separator: " and ")
        return "\(checked) checked: \(valid) valid, \(invalid) invalid "
            + "(\(Self.count(errors, "error")), \(Self.count(warnings, "warning")))"
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
