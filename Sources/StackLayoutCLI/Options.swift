import StackLayout

/// The command line, parsed: `stacklayout solve|check FILE... [options]`.
struct Options {
    enum Command: String { case solve, check, convert, diff }
    enum Format: String { case text, json, svg, html }

    var command: Command = .solve
    var files: [String] = []
    var sizes: [Size] = []
    /// `--device`: one preset or several, comma-separated, each solved in turn.
    var devices: [String] = []
    /// `--intrinsic-sizes`: where an Interface Builder file's content sizes come from.
    var intrinsicSizes: String = "stored"
    /// `convert --root ID`: the one root of an Interface Builder file to convert.
    var root: String?
    var scale: Double?
    var horizontalSizeClass: SizeClass?
    var verticalSizeClass: SizeClass?
    var layoutDirection: UserInterfaceLayoutDirection?
    var preferredContentSizeCategory: ContentSizeCategory?
    var format: Format = .text
    var output: String?
    var strict = false
    /// `--timings`: print the time spent reading, building, solving and writing to stderr.
    var timings = false
    /// `--no-ambiguity-check`: skip the search for ambiguous views (it dominates on large layouts).
    var checksAmbiguity = true
    /// `solve --help`: print the usage and exit 0, whatever else is given.
    var help = false

    /// A usage error: the message and exit status 2.
    struct UsageError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Parses `arguments` (without the program name) after the command word.
    static func parse(_ command: Command, _ arguments: [String]) throws -> Options {
        var options = Options()
        options.command = command
        var formatGiven = false
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func take() throws -> String { if let inline { return inline }; return try value(flag) }
            switch flag {
            case "--help", "-h":
                options.help = true
                return options
            case "--size":
                let text = try take()
                let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                for part in parts {
                    guard let size = parseSize(String(part)) else {
                        throw UsageError(message: "--size takes WxH[,WxH...] (for example 390x844), not '\(text)'")
                    }
                    options.sizes.append(size)
                }
            case "--device":
                for name in try take().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                    guard Device.named(name) != nil else {
                        throw UsageError(message: "unknown device '\(name)'; known devices: "
                                         + Device.all.map(\.name).joined(separator: ", ") + " (add -landscape for landscape)")
                    }
                    options.devices.append(name)
                }
            case "--intrinsic-sizes":
                let text = try take()
                guard ["stored", "measured"].contains(text) else {
                    throw UsageError(message: "--intrinsic-sizes takes stored or measured, not '\(text)'")
                }
                options.intrinsicSizes = text
            case "--root":
                options.root = try take()
            case "--scale":
                let text = try take()
                guard let scale = Double(text), scale > 0, scale.isFinite else {
                    throw UsageError(message: "--scale takes a positive number, not '\(text)'")
                }
                options.scale = scale
            case "--trait":
                try options.applyTrait(try take())
            case "--format":
                let text = try take()
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "--format takes text, json, svg or html, not '\(text)'")
                }
                options.format = format
                formatGiven = true
            case "--output", "-o":
                options.output = try take()
            case "--strict", "--timings", "--no-ambiguity-check":
                if inline != nil { throw UsageError(message: "\(flag) takes no value") }
                switch flag {
                case "--strict": options.strict = true
                case "--timings": options.timings = true
                default: options.checksAmbiguity = false
                }
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                options.files.append(argument)
            }
            index += 1
        }
        guard !options.files.isEmpty else { throw UsageError(message: "no FILE given (use - for standard input)") }
        if command == .diff {
            // diff writes its overlay page unless asked for the list of changes.
            if !formatGiven { options.format = .html }
            guard options.format == .html || options.format == .text else {
                throw UsageError(message: "diff prints html or text, not \(options.format.rawValue)")
            }
        }
        if command == .check && (options.format == .svg || options.format == .html) {
            throw UsageError(message: "check prints text or json, not \(options.format.rawValue)")
        }
        if command == .convert {
            if let file = options.files.first(where: { !Options.isInterfaceBuilderFile($0) }) {
                throw UsageError(message: "convert reads .storyboard and .xib files, not '\(file)'")
            }
        } else if options.root != nil {
            throw UsageError(message: "--root is an option of convert")
        }
        return options
    }

    /// Whether `path` names an Interface Builder file (by its extension); anything else is a
    /// layout document.
    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
    }

    static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
        return Size(width: w, height: h)
    }

    mutating func applyTrait(_ text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw UsageError(message: "--trait takes KEY=VALUE, not '\(text)'") }
        let (key, value) = (parts[0], parts[1])
        switch key {
        case "horizontalSizeClass", "verticalSizeClass":
            guard let sizeClass = SizeClass(rawValue: value) else {
                throw UsageError(message: "\(key) is compact or regular, not '\(value)'")
            }
            if key == "horizontalSizeClass" { horizontalSizeClass = sizeClass } else { verticalSizeClass = sizeClass }
        case "layoutDirection":
            switch value {
            case "leftToRight": layoutDirection = .leftToRight
            case "rightToLeft": layoutDirection = .rightToLeft
            default: throw UsageError(message: "layoutDirection is leftToRight or rightToLeft, not '\(value)'")
            }
        case "preferredContentSizeCategory":
            guard let category = ContentSizeCategory(rawValue: value) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "preferredContentSizeCategory is one of \(names), not '\(value)'")
            }
            preferredContentSizeCategory = category
        default:
            throw UsageError(message: "unknown trait '\(key)'; traits are horizontalSizeClass, verticalSizeClass, layoutDirection and preferredContentSizeCategory")
        }
    }

    /// The configurations to solve each file at, in order: each device, at each size.
    var configurations: [LayoutConfiguration] {
        let devices: [String?] = self.devices.isEmpty ? [nil] : self.devices
        return devices.flatMap { device -> [LayoutConfiguration] in
            let base = LayoutConfiguration(device: device, scale: scale, horizontalSizeClass: horizontalSizeClass,
                                           verticalSizeClass: verticalSizeClass, layoutDirection: layoutDirection,
                                           preferredContentSizeCategory: preferredContentSizeCategory)
            if sizes.isEmpty { return [base] }
            return sizes.map { size in
                var configuration = base
                configuration.size = size
                return configuration
            }
        }
    }
}
