/// Runs libFuzzer (the no-main runtime that `scripts/fuzz` links) on one input function.
public enum FuzzDriver {
    public typealias Input = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func run(_ input: Input) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, input))
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ input: FuzzDriver.Input
) -> Int32

@_silgen_name("exit")
func exit(_ code: Int32) -> Never
