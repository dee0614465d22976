/// A run of cells `x0...x1` in one row whose coverage the sweep leaves to refinement.
struct ComplexSpan {
  var row: Int
  var x0: Int
  var x1: Int
}
