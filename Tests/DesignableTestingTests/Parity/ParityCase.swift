import Components
import Foundation
import PNGCodec
import Raster
import Testing

/// One picture iOS drew, and the same view built with our API.
struct ParityCase {
  /// The repository whose test drew it, as `owner/name`.
  var project: String
  /// The picture's name: the test and its identifier.
  var name: String
  /// The picture's path inside ``ParityReferences/folder``.
  var reference: String
  /// Pixels per point, as the picture was recorded.
  var scale: CGFloat
  /// Whether the picture shows text (the goal leaves text out).
  var hasText = false
  /// Builds the view, ready to render.
  var makeView: () -> View
  /// Whether the view draws a model of how iOS drew the picture rather than what our API
  /// draws for the test's view: measured, but neither tabled nor written out.
  var isModel = false

  /// The render's figures against the iOS picture, with edges blended by region and by
  /// coverage alone (the default, as iOS does; `Lifecycle.edgeBlending`).
  ///
  /// With `DESIGNABLE_PARITY_TABLE` set, also prints a row for `Scripts/ios-parity.sh`;
  /// with `DESIGNABLE_PARITY_PICTURES` set to a folder, writes both renders there.
  func measure() throws -> (byRegion: ParityFigures, byCoverage: ParityFigures) {
    let reference = try ParityReferences.read(self.reference)
    let figures = [true, false].map { byRegion in
      Lifecycle.$edgeBlending.withValue(byRegion ? .regions : .coverage) {
        let picture = Lifecycle.render(makeView(), scale: scale)
        if !isModel,
          let folder = ProcessInfo.processInfo.environment["DESIGNABLE_PARITY_PICTURES"],
          !folder.isEmpty
        {
          let mode = byRegion ? "regions" : "coverage"
          try? PNGFile.write(picture, to: folder + "/\(name)-\(mode).png")
        }
        return ParityFigures(picture, against: reference)
      }
    }
    if !isModel, ProcessInfo.processInfo.environment["DESIGNABLE_PARITY_TABLE"] != nil {
      print(row(figures[0], figures[1]))
    }
    return (figures[0], figures[1])
  }

  /// A tab-separated table row: `parity-row`, project, name, size, text, then differing
  /// pixels, mean and largest edge difference and the goal, by region and by coverage.
  func row(_ byRegion: ParityFigures, _ byCoverage: ParityFigures) -> String {
    func columns(_ figures: ParityFigures) -> [String] {
      let goal = hasText ? "text" : figures.meetsGoal ? "yes" : "no"
      guard figures.sameSize else { return ["size differs", "-", "-", goal] }
      return [
        "\(figures.differing)", String(format: "%.2f", figures.edgeMean), "\(figures.edgeMax)",
        goal,
      ]
    }
    let size = "\(byRegion.width)x\(byRegion.height)@\(Int(scale))x"
    return
      (["parity-row", project, name, size, hasText ? "yes" : "no"] + columns(byRegion)
      + columns(byCoverage)).joined(separator: "\t")
  }

  /// Measures the case and holds both renders to `bound`.
  func check(_ bound: ParityBound, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try check(byRegion: bound, byCoverage: bound, sourceLocation: sourceLocation)
  }

  /// Measures the case and holds each render to the figures it reaches today.
  func check(
    byRegion: ParityBound, byCoverage: ParityBound,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let figures = try measure()
    byRegion.check(figures.byRegion, "by region", sourceLocation)
    byCoverage.check(figures.byCoverage, "by coverage", sourceLocation)
  }
}
