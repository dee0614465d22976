import DesignableUIKit
import Testing

/// A thick progress bar that rounds its track and fill by reaching UIProgressView's two
/// image views, as custom progress bars do on iOS.
private final class PillProgressView: UIProgressView {
  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
    clipsToBounds = true
    layer.sublayers?[1].cornerRadius = 3
    subviews[1].clipsToBounds = true
    subviews[0].layer.borderColor = UIColor.green.cgColor
    subviews[0].layer.borderWidth = 2
  }
}

@Suite("UIProgressView's track and progress views")
struct ProgressViewPartsTests {
  @Test func theTrackAndTheProgressAreTheFirstTwoSubviewsFillingTheHeight() throws {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    bar.progress = 0.25
    bar.layoutIfNeeded()
    #expect(bar.subviews.count == 2)
    let track = try #require(bar.subviews.first as? UIImageView)
    let progress = try #require(bar.subviews.last as? UIImageView)
    #expect(track.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(progress.frame == CGRect(x: 0, y: 0, width: 25, height: 20))
    #expect(bar.layer.sublayers?.count == 2 && bar.layer.sublayers?[1] === progress.layer)
    bar.setProgress(0.75, animated: false)
    bar.layoutIfNeeded()
    #expect(progress.frame.width == 75)
  }

  @Test func aSubclassDecoratesTheTrackAndFillsAThickBar() {
    let bar = PillProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    bar.trackTintColor = .blue
    bar.progressTintColor = .red
    bar.progress = 0.5
    let picture = Lifecycle.render(bar, scale: 1)
    #expect(picture[25, 15].red == 255 && picture[25, 15].blue == 0)
    #expect(picture[75, 15].blue == 255 && picture[75, 15].red == 0)
    #expect(picture[75, 0].green == 255 && picture[75, 0].red == 0)
  }

  @Test func theFillFollowsTheTintColourUnlessItHasItsOwn() {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
    bar.progress = 1
    bar.tintColor = .red
    #expect(Lifecycle.render(bar, scale: 1)[20, 2].red == 255)
    bar.tintColor = .blue
    #expect(Lifecycle.render(bar, scale: 1)[20, 2].blue == 255)
  }
}
