/// Light or dark appearance; a scene reads its palette tokens for the scheme it is drawn in.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}
