/// Why a `<color>` element could not be read.
struct ColorProblem: Error {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
