import Foundation

/// Runs a peer script from Benchmarks/peers with the benchmark venv's Python (Benchmarks/.venv,
/// made by `make bench-peers` or by hand: python3 -m venv Benchmarks/.venv &&
/// Benchmarks/.venv/bin/pip install chess cairosvg), falling back to python3 on the PATH.
/// The script prints `median_ms=<float>`.
enum PythonPeer {
    struct Problem: Error, CustomStringConvertible { let description: String }

    static var benchmarksFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    static func run(script: String, arguments: [String]) -> Result<Double, Problem> {
        let venvPython = benchmarksFolder.appendingPathComponent(".venv/bin/python")
        let process = Process()
        if FileManager.default.isExecutableFile(atPath: venvPython.path) {
            process.executableURL = venvPython
            process.arguments = [benchmarksFolder.appendingPathComponent("peers/\(script)").path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", benchmarksFolder.appendingPathComponent("peers/\(script)").path] + arguments
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch {
            return .failure(Problem(description: "cannot start Python: \(error)"))
        }
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let field = output.split(whereSeparator: \.isWhitespace).first(where: { $0.hasPrefix("median_ms=") }),
              let ms = Double(field.dropFirst("median_ms=".count)) else {
            let last = errors.split(separator: "\n").last.map(String.init) ?? "no output"
            return .failure(Problem(description: "\(last) (install it with: python3 -m venv Benchmarks/.venv && Benchmarks/.venv/bin/pip install chess cairosvg)"))
        }
        return .success(ms)
    }
}
