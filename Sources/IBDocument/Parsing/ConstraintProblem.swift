/// Why a size constraint was left out.
struct ConstraintProblem: Error {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
