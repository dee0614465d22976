import Components
import Foundation

/// A segmented control's images in place of iOS's drawn look, as components flatten it
/// (`setBackgroundImage(UIImage(), for: .normal, barMetrics: .default)`): once a background
/// image is set, each segment draws the image for its state (selected, else normal)
/// stretched over it, dividers draw their image for the states beside them (else the
/// normal one) centred on the boundary, and the grey platter, the white selection and the
/// separators are not drawn. Images for other bar metrics are kept and not drawn.
extension UISegmentedControl {
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) {
    guard barMetrics == .default else { return }
    backgroundImages[state.rawValue] = backgroundImage
  }

  public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    barMetrics == .default ? backgroundImages[state.rawValue] : nil
  }

  public func setDividerImage(
    _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
  ) {
    guard barMetrics == .default else { return }
    dividerImages[DividerStates(left: leftState.rawValue, right: rightState.rawValue)] =
      dividerImage
  }

  public func dividerImage(
    forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
    barMetrics: UIBarMetrics
  ) -> UIImage? {
    guard barMetrics == .default else { return nil }
    return dividerImages[DividerStates(left: leftState.rawValue, right: rightState.rawValue)]
  }

  /// Moves a segment's title or image by `offset` from the segment's centre.
  public func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    contentOffsets[segment] = offset
  }

  public func contentOffsetForSegment(at segment: Int) -> CGSize {
    contentOffsets[segment] ?? .zero
  }

  /// Draws the segments with the images set in place of the default look.
  func drawWithImages() {
    let frames = segmentFrames()
    let selected = isMomentary ? UISegmentedControl.noSegment : selectedSegmentIndex
    func state(_ index: Int) -> UIControl.State { index == selected ? .selected : .normal }
    for index in frames.indices {
      let image =
        backgroundImages[state(index).rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
      image?.draw(in: frames[index])
    }
    for index in frames.indices.dropFirst() {
      let states = DividerStates(left: state(index - 1).rawValue, right: state(index).rawValue)
      let normal = DividerStates(
        left: UIControl.State.normal.rawValue, right: UIControl.State.normal.rawValue)
      guard let divider = dividerImages[states] ?? dividerImages[normal],
        divider.size.width > 0
      else { continue }
      let width = divider.size.width
      divider.draw(
        in: CGRect(
          x: frames[index].minX - width / 2, y: bounds.minY, width: width, height: bounds.height))
    }
    for index in frames.indices {
      drawContent(of: index, in: frames[index], selected: index == selected)
    }
  }
}
