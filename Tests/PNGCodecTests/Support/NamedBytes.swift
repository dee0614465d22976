import Testing

/// Test input bytes with a readable name for the test report.
struct NamedBytes: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]

  init(_ name: String, _ bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  var testDescription: String { name }
}
