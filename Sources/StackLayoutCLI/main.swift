import Foundation
import StackLayout

/// The preset names, five to a line under the option they belong to.
let deviceList: String = {
    let names = Device.all.map(\.name)
    return stride(from: 0, to: names.count, by: 5)
        .map { names[$0..<min($0 + 5, names.count)].joined(separator: ", ") }
        .joined(separator: ",\n                     ")
}()

let usage = """
usage: stacklayout solve FILE... [--size WxH[,WxH...]] [--device NAME[,NAME...]] [--scale N]
                        [--trait KEY=VALUE] [--format text|json|svg|html] [--output PATH] [--strict]
                        [--intrinsic-sizes stored|measured]
       stacklayout check FILE... [same options]
       stacklayout convert FILE.storyboard|FILE.xib [--root ID] [--output PATH]
       stacklayout diff A.json B.json | A.json --size WxH,WxH [same options] [--format html|text]
       stacklayout --help | --version

Solves layout documents (FORMAT.md) and Interface Builder files (.storyboard, .xib: every
scene at its canvas) as UIKit's Auto Layout would and prints every frame.

  solve      print the frames (text, JSON, SVG or an HTML page); exit 1 on layout problems only with --strict
  check      print only the problems (conflicts, ambiguity, unused views; in Interface Builder
             files, views whose stored frame is not where their constraints put them); exit 1
             if there are any
  convert    print the layout document an Interface Builder file becomes (--root ID: one root)
  diff       compare two layouts (two files, or one at two sizes): an HTML page overlaying
             their frames, the moved views marked (--format text: the list); exit 1 if they differ

  FILE               a layout document, a .storyboard or .xib, or - for standard input;
                     several solve in parallel
  --size WxH,...     the root's size; several sizes re-solve incrementally, in order
  --device NAME,...  a device preset, portrait; add -landscape for landscape; several solve in turn:
                     \(deviceList)
  --scale N          round frames to a pixel grid of N pixels per point
  --trait K=V        horizontalSizeClass=compact|regular, verticalSizeClass=compact|regular,
                     layoutDirection=leftToRight|rightToLeft,
                     preferredContentSizeCategory=large|accessibilityLarge|... (Dynamic Type)
  --format F         text (default), json, svg, or html (one self-contained page: hover a
                     view for its frame, margins, safe area and constraints)
  --output PATH      write there instead of standard output
  --strict           exit 1 when a layout has problems
  --timings          print the time spent reading, building, solving, diagnosing and
                     writing (ms) to standard error
  --intrinsic-sizes S
                     Interface Builder files: content sizes as IB stored them (stored, the
                     default) or measured from text, fonts and images (measured)
  --no-ambiguity-check
                     skip the search for ambiguous views, which costs far more than the
                     solve on layouts of thousands of views (conflicts are still reported)

Exit status: 0 solved; 1 layout problems; 2 bad usage or invalid input (file:line:column: message).

Examples:
  stacklayout solve Examples/tab-strip.json
  stacklayout solve Examples/paging-flow.json --device iphone-14 --size 390x844,844x390 --format json
  stacklayout solve Examples/stack-view-layouts.json --format svg --output layouts.svg
  stacklayout check Examples/*.json
  stacklayout solve Examples/profile-screen.json --format html --output profile.html
  stacklayout diff Examples/profile-screen.json --size 390x844,375x667 --output diff.html
  stacklayout solve Tests/StackLayoutTests/Fixtures/InterfaceBuilder/Controls.storyboard --device iphone-se,ipad
  stacklayout check Tests/StackLayoutTests/Fixtures/InterfaceBuilder/Misplaced.xib
"""

let arguments = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("stacklayout: error: \(message)\nRun 'stacklayout --help' for usage.\n".utf8))
    exit(2)
}

switch arguments.first {
case "--help", "-h", "help":
    print(usage)
case "--version":
    print("stacklayout \(StackLayoutVersion.current)")
case let word? where Options.Command(rawValue: word) != nil:
    do {
        let options = try Options.parse(Options.Command(rawValue: word)!, Array(arguments.dropFirst()))
        if options.help {
            print(usage)
            exit(0)
        }
        exit(Runner.run(options))
    } catch {
        fail("\(error)")
    }
case let word?:
    fail("unknown command '\(word)'; the commands are solve, check, convert and diff")
case nil:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
