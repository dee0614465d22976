/// What one iOS font (by PostScript, family or full name) is drawn with here.
public struct FontSubstitute: Hashable, Sendable {
  /// The names iOS knows the font by, for example `HelveticaNeue-Thin`.
  public let names: [String]
  /// The free font files to draw with, best first; the first installed one is used.
  public let files: [FontFile]
  /// The system font's style used when none of ``files`` is installed.
  public let fallback: FontStyle
  /// Whether the first file has the iOS font's advance widths, so text breaks and
  /// measures as on iOS.
  public let isMetricCompatible: Bool

  public init(names: [String], files: [FontFile], fallback: FontStyle, isMetricCompatible: Bool) {
    self.names = names
    self.files = files
    self.fallback = fallback
    self.isMetricCompatible = isMetricCompatible
  }
}
