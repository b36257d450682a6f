import StackLayout
import StackLayoutInterfaceBuilder
import XCTest

/// Bad Interface Builder input: an error with its place, never a crash; a warning for what is
/// ignored; one bad root does not lose the others.
final class InterfaceBuilderErrorTests: XCTestCase {
    func read(_ text: String, kind: InterfaceBuilderFile.Kind = .xib) throws -> InterfaceBuilderFile {
        try InterfaceBuilderFile(bytes: Array(text.utf8), file: "Test.xib", kind: kind)
    }

    func error(_ text: String) -> InterfaceBuilderDiagnostic? {
        do {
            _ = try read(text)
            return nil
        } catch let diagnostic as InterfaceBuilderDiagnostic {
            return diagnostic
        } catch {
            XCTFail("unexpected \(error)")
            return nil
        }
    }

    /// A xib of one top-level view holding `body` (subviews and constraints).
    func xib(_ body: String, rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root-01"\(rootAttributes)>
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    \(body)
                </view>
            </objects>
        </document>
        """
    }

    func testMalformedXMLIsAnErrorAtItsPlace() throws {
        let broken = error("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n")
        XCTAssertEqual(broken?.severity, .error)
        XCTAssertEqual(broken?.location.line, 5)
        XCTAssertTrue(broken?.description.hasPrefix("Test.xib:5:") ?? false, "\(String(describing: broken))")
        XCTAssertEqual(error("")?.severity, .error)
        XCTAssertEqual(error("<document>")?.severity, .error)
        XCTAssertEqual(error("not xml at all")?.location.line, 1)
        // A byte that is not UTF-8 in a name (FoundationXML traps on it: found by the fuzzer).
        var bytes = Array(xib("").utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "M"))!
        bytes[at] = 0xE5
        do {
            _ = try InterfaceBuilderFile(bytes: bytes, file: "Test.xib", kind: .xib)
            XCTFail("read a file that is not UTF-8")
        } catch let diagnostic as InterfaceBuilderDiagnostic {
            XCTAssertEqual(diagnostic.message, "the file is not valid UTF-8 here")
            XCTAssertEqual(diagnostic.location.line, 5)
        }
        // A processing instruction without data crashes FoundationXML (found by the fuzzer):
        // Interface Builder writes none, so one is refused at its place; comments may say "<?".
        let instruction = error(xib("<!-- <?not one?> --><?x?>"))
        XCTAssertEqual(instruction?.location, SourceLocation(line: 7, column: 33))
        XCTAssertTrue(instruction?.message.hasPrefix("a processing instruction") ?? false, "\(String(describing: instruction))")
        for declaration in ["<?xml?>", "<?xml ?>", "<?xmlfoo version=\"1.0\"?>"] {
            let bad = error(declaration + "\n<document type=\"x\"><objects/></document>")
            XCTAssertEqual(bad?.location, SourceLocation(line: 1, column: 1), declaration)
        }
    }

    func testOnlyIOSInterfaceBuilderDocuments() {
        XCTAssertEqual(error("<plist version=\"1.0\"><dict/></plist>")?.message,
                       "this is not an Interface Builder document: its root element is <plist>, not <document>")
        let mac = error(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects/></document>"#)
        XCTAssertTrue(mac?.message.contains("'MacOSX.Cocoa' is not iOS") ?? false, "\(String(describing: mac))")
    }

    func testUnknownAttributesAndElementsAreWarnedOnceWithTheirPlace() throws {
        let body = """
        <subviews>
            <view frobnicate="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a-01"><rect key="frame" x="0" y="0" width="10" height="10"/><sparkle/></view>
            <view frobnicate="NO" translatesAutoresizingMaskIntoConstraints="NO" id="b-01"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <hologramView translatesAutoresizingMaskIntoConstraints="NO" id="c-01"><rect key="frame" x="0" y="0" width="10" height="10"/></hologramView>
        </subviews>
        """
        let layout = try read(xib(body)).roots[0].layout()
        let messages = layout.warnings.map(\.description)
        XCTAssertTrue(messages.contains { $0.hasPrefix("Test.xib:8:5: warning: <view id=\"a-01\">: unknown attribute 'frobnicate' ignored (and 1 more like it)") },
                      "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("unknown element <sparkle> ignored") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("unknown view <hologramView>: laid out as a plain view") }, "\(messages)")
        XCTAssertEqual(layout.viewIDs, ["root-01", "a-01", "b-01", "c-01"])
    }

    func testBadConstraintsAreDroppedWithAWarningAndTheRestSolves() throws {
        let body = """
        <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a-01"><rect key="frame" x="10" y="10" width="20" height="20"/></view>
        </subviews>
        <constraints>
            <constraint firstItem="a-01" firstAttribute="leading" secondItem="root-01" secondAttribute="leading" constant="10" id="c-01"/>
            <constraint firstItem="a-01" firstAttribute="top" secondItem="root-01" secondAttribute="top" constant="10" id="c-02"/>
            <constraint firstItem="a-01" firstAttribute="width" constant="20" id="c-03"/>
            <constraint firstItem="a-01" firstAttribute="height" constant="20" id="c-04"/>
            <constraint firstItem="zzz-99" firstAttribute="top" secondItem="a-01" secondAttribute="top" id="c-05"/>
            <constraint firstItem="a-01" firstAttribute="top" secondItem="root-01" secondAttribute="leading" id="c-06"/>
            <constraint firstItem="a-01" firstAttribute="width" secondItem="root-01" secondAttribute="width" multiplier="3:0" id="c-07"/>
            <constraint firstItem="a-01" firstAttribute="top" secondItem="root-01" secondAttribute="height" id="c-08"/>
            <constraint firstItem="a-01" firstAttribute="wobble" constant="1" id="c-09"/>
            <constraint firstItem="a-01" firstAttribute="width" constant="5" priority="2000" id="c-10"/>
            <constraint firstItem="a-01" firstAttribute="width" constant="300" placeholder="YES" id="c-11"/>
        </constraints>
        """
        let layout = try read(xib(body)).roots[0].layout()
        let messages = layout.warnings.map(\.message)
        XCTAssertEqual(messages, [
            "<constraint id=\"c-05\">: 'zzz-99' is not a view or layout guide of this root: the constraint is dropped",
            "<constraint id=\"c-06\">: it relates a horizontal position to a vertical one: the constraint is dropped",
            "<constraint id=\"c-07\">: unreadable multiplier '3:0': the constraint is dropped",
            "<constraint id=\"c-08\">: it relates a position to a size: the constraint is dropped",
            "<constraint id=\"c-09\">: unknown attribute 'wobble': the constraint is dropped",
            "<constraint id=\"c-10\">: priority '2000' is not a number from 1 to 1000: the constraint is dropped",
        ])
        XCTAssertEqual(layout.warnings.first?.location.line, 15)
        let snapshot = try layout.solve()
        XCTAssertEqual(snapshot.views.last?.frame, Rect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(snapshot.diagnostics.map(\.message), [])
    }

    func testARootWithoutAnIdIsLeftOutAndTheOthersLoad() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                <view contentMode="scaleToFill" id="ok-01"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            </objects>
        </document>
        """
        let file = try read(text)
        XCTAssertEqual(file.roots.map(\.id), ["ok-01"])
        XCTAssertEqual(file.diagnostics.map(\.description), ["Test.xib:4:9: error: <view> has no id: the root is left out"])
        XCTAssertEqual(try file.roots[0].layout().solve().views.first?.frame.size, Size(width: 10, height: 10))
    }

    func testAFileWithoutAutoLayoutKeepsEveryFrame() throws {
        let text = xib("""
        <subviews>
            <view id="a-01"><rect key="frame" x="5" y="6" width="7" height="8"/></view>
        </subviews>
        """).replacingOccurrences(of: "useAutolayout=\"YES\"", with: "")
        let snapshot = try read(text).roots[0].layout().solve()
        XCTAssertEqual(snapshot.views.last?.frame, Rect(x: 5, y: 6, width: 7, height: 8))
    }

    func testMultipliersInEveryForm() throws {
        let cases: [(String, Double)] = [("1:2", 50), ("1/4", 25), ("0.75", 75), ("4", 400)]
        for (text, width) in cases {
            let body = """
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a-01"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
            <constraints>
                <constraint firstItem="a-01" firstAttribute="width" secondItem="root-01" secondAttribute="height" multiplier="\(text)" id="c-01"/>
                <constraint firstItem="a-01" firstAttribute="height" constant="1" id="c-02"/>
                <constraint firstItem="a-01" firstAttribute="top" secondItem="root-01" secondAttribute="top" id="c-03"/>
                <constraint firstItem="a-01" firstAttribute="leading" secondItem="root-01" secondAttribute="leading" id="c-04"/>
            </constraints>
            """
            let snapshot = try read(xib(body)).roots[0].layout().solve()
            XCTAssertEqual(snapshot.views.last?.frame.width ?? -1, width, accuracy: 1e-9, text)
        }
    }
}
