@testable import StackLayoutTesting
import XCTest
@testable import StackLayout

/// `LayoutTestConfiguration`: device presets, the modifiers in any order, and names that tell
/// every configuration apart (they name the goldens).
final class LayoutTestConfigurationTests: XCTestCase {
    func testDevicePresetsTakeTheDevicesScreen() {
        let phone = LayoutTestConfiguration.iPhone14
        XCTAssertEqual(phone.size, Size(width: 390, height: 844))
        XCTAssertEqual(phone.environment, Device.iPhone14.environment(in: .portrait))
        XCTAssertEqual(phone.name, "iphone-14")
        XCTAssertEqual(phone.header, "iphone-14 390x844 leftToRight @3x")
        XCTAssertEqual(LayoutTestConfiguration.iPad.name, "ipad")
        XCTAssertEqual(LayoutTestConfiguration.iPhoneSE.header, "iphone-se 375x667 leftToRight @2x")
        XCTAssertEqual(LayoutTestConfiguration.iPhone15ProMax.size, Size(width: 430, height: 932))
    }

    func testLandscapeTurnsTheDevice() {
        let landscape = LayoutTestConfiguration.iPhone14.landscape
        XCTAssertEqual(landscape.size, Size(width: 844, height: 390))
        XCTAssertEqual(landscape.environment, Device.iPhone14.environment(in: .landscape))
        XCTAssertEqual(landscape.name, "iphone-14-landscape")
        XCTAssertEqual(landscape, .device(.iPhone14, .landscape))
        // Turning twice stays in landscape; a configuration of a size has no device to turn.
        XCTAssertEqual(landscape.landscape, landscape)
        let plain = LayoutTestConfiguration(size: Size(width: 300, height: 200))
        XCTAssertEqual(plain.landscape, plain)
    }

    /// `.rightToLeft.landscape` used to look the device up by its name, `iphone-14-rtl`, find
    /// none, and stay in portrait.
    func testModifiersComposeInAnyOrder() {
        let turnedFirst = LayoutTestConfiguration.iPhone14.landscape.rightToLeft
        let mirroredFirst = LayoutTestConfiguration.iPhone14.rightToLeft.landscape
        XCTAssertEqual(mirroredFirst, turnedFirst)
        XCTAssertEqual(mirroredFirst.size, Size(width: 844, height: 390))
        XCTAssertEqual(mirroredFirst.environment.safeAreaInsets, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(mirroredFirst.environment.traits, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        XCTAssertEqual(mirroredFirst.environment.layoutDirection, .rightToLeft)
        XCTAssertEqual(mirroredFirst.name, "iphone-14-landscape-rtl")
        XCTAssertEqual(mirroredFirst.header, "iphone-14-landscape-rtl 844x390 rightToLeft @3x")
        // Right to left twice is right to left once.
        XCTAssertEqual(LayoutTestConfiguration.iPhoneSE.rightToLeft.rightToLeft.name, "iphone-se-rtl")
        // An iPhone 15 Pro Max is regular wide in landscape, whichever modifier came first.
        XCTAssertEqual(LayoutTestConfiguration.iPhone15ProMax.rightToLeft.landscape.environment.traits.horizontalSizeClass, .regular)
    }

    /// What was changed from the preset stays when the device turns.
    func testLandscapeKeepsWhatWasChanged() {
        var unscaled = LayoutTestConfiguration.iPhone14
        unscaled.environment.scale = nil
        XCTAssertEqual(unscaled.name, "iphone-14-unscaled")
        let turned = unscaled.landscape
        XCTAssertNil(turned.environment.scale)
        XCTAssertEqual(turned.size, Size(width: 844, height: 390))
        XCTAssertEqual(turned.name, "iphone-14-landscape-unscaled")
        var small = LayoutTestConfiguration.iPhone14
        small.size = Size(width: 300, height: 600)
        XCTAssertEqual(small.name, "iphone-14-300x600")
        XCTAssertEqual(small.landscape.size, Size(width: 300, height: 600))
        XCTAssertEqual(small.landscape.name, "iphone-14-landscape-300x600")
    }

    /// Configurations that differ in anything have different names, so different goldens.
    func testNamesTellConfigurationsApart() {
        let size = Size(width: 320, height: 480)
        XCTAssertEqual(LayoutTestConfiguration(size: size).name, "320x480")
        XCTAssertEqual(LayoutTestConfiguration(size: size).rightToLeft.name, "320x480-rtl")
        XCTAssertEqual(LayoutTestConfiguration(size: size, environment: LayoutEnvironment(scale: 2)).name, "320x480-2x")
        XCTAssertEqual(LayoutTestConfiguration(size: size, environment: LayoutEnvironment(scale: 2)).header,
                       "320x480-2x 320x480 leftToRight @2x")
        XCTAssertEqual(LayoutTestConfiguration(size: Size(width: 100.5, height: 12345.6789)).name, "100.5x12345.6789")
        let regular = LayoutEnvironment(traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        XCTAssertEqual(LayoutTestConfiguration(size: size, environment: regular).name, "320x480-wR-hC")
        let insets = LayoutEnvironment(safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0),
                                       systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(LayoutTestConfiguration(size: size, environment: insets).name, "320x480-safe-20-0-34-0-margins-0-16-0-16")
        var noMargins = LayoutTestConfiguration.iPad
        noMargins.environment.systemMinimumLayoutMargins = nil
        XCTAssertEqual(noMargins.name, "ipad-nomargins")
        var compact = LayoutTestConfiguration.iPad
        compact.environment.traits.horizontalSizeClass = .compact
        XCTAssertEqual(compact.name, "ipad-wC-hR")
        var scaled = LayoutTestConfiguration.iPhoneSE
        scaled.environment.scale = 1
        XCTAssertEqual(scaled.name, "iphone-se-1x")

        let all: [LayoutTestConfiguration] = [.iPhone14, .iPhone14.rightToLeft, .iPhone14.landscape, .iPhone14.landscape.rightToLeft,
                                              .iPhoneSE, .iPad, unscaled(.iPhone14), noMargins, compact, scaled]
        XCTAssertEqual(Set(all.map(\.name)).count, all.count, "\(all.map(\.name))")
    }

    func unscaled(_ configuration: LayoutTestConfiguration) -> LayoutTestConfiguration {
        var copy = configuration
        copy.environment.scale = nil
        return copy
    }

    /// A given name is kept; the modifiers add their suffix to it.
    func testAGivenNameIsKept() {
        var named = LayoutTestConfiguration.device(.iPhone14)
        named.name = "phone"
        XCTAssertEqual(named.name, "phone")
        XCTAssertEqual(named.rightToLeft.name, "phone-rtl")
        XCTAssertEqual(named.landscape.name, "phone-landscape")
        XCTAssertEqual(named.landscape.size, Size(width: 844, height: 390))
        XCTAssertEqual(LayoutTestConfiguration(size: Size(width: 10, height: 10), name: "tiny").header, "tiny 10x10 leftToRight")
    }
}
