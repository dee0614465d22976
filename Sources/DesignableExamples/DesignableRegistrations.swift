import Components
import Foundation

/// How to build each example by `init(frame:)`, found by the lifecycle through this module's
/// `DesignableRegistrations`: the list the `DesignablePlugin` writes for a target.
public enum DesignableRegistrations: ComponentRegistrations {
  public static var registrations: [ComponentRegistration] {
    [
      ComponentRegistration(PieChartView.self, frame: { PieChartView(frame: $0) }),
      ComponentRegistration(CircleStepper.self, frame: { CircleStepper(frame: $0) }),
      ComponentRegistration(SlideView.self, frame: { SlideView(frame: $0) }),
      ComponentRegistration(IconButton.self, frame: { IconButton(frame: $0) }),
      ComponentRegistration(BorderedLabel.self, frame: { BorderedLabel(frame: $0) }),
      ComponentRegistration(ClockFaceView.self, frame: { ClockFaceView(frame: $0) }),
      ComponentRegistration(UnarchivableClock.self, frame: { UnarchivableClock(frame: $0) }),
      ComponentRegistration(
        UndeclaredPlaceholderSlideView.self,
        frame: { UndeclaredPlaceholderSlideView(frame: $0) }),
      ComponentRegistration(
        FontInspectableLabel.self, frame: { FontInspectableLabel(frame: $0) }),
      ComponentRegistration(SelfSizingRating.self, frame: { SelfSizingRating(frame: $0) }),
      ComponentRegistration(ClampingStepper.self, frame: { ClampingStepper(frame: $0) }),
      ComponentRegistration(StalePieChart.self, frame: { StalePieChart(frame: $0) }),
      ComponentRegistration(RedInitLabel.self, frame: { RedInitLabel(frame: $0) }),
      ComponentRegistration(
        LayerLeakingPieChart.self, frame: { LayerLeakingPieChart(frame: $0) }),
      ComponentRegistration(RoundsDial.self, frame: { RoundsDial(frame: $0) }),
      ComponentRegistration(ContrastBadge.self, frame: { ContrastBadge(frame: $0) }),
      ComponentRegistration(TrappingClock.self, frame: { TrappingClock(frame: $0) }),
      ComponentRegistration(HangingView.self, frame: { HangingView(frame: $0) }),
      ComponentRegistration(AwakeOnlyStepper.self, frame: { AwakeOnlyStepper(frame: $0) }),
    ]
  }
}
