import Foundation

/// Foundation's JSON errors bury the position in userInfo; data-file errors should say where.
public enum JSONErrorDescription {
    public static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        var parts: [String] = []
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { parts.append(debug) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let debug = underlying.userInfo[NSDebugDescriptionErrorKey] as? String {
            parts.append(debug)
        }
        return parts.isEmpty ? "invalid JSON" : parts.joined(separator: "; ")
    }
}
