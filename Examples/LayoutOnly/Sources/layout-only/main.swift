import Layout

// Solves a small system and prints it; frames are snapped to the pixel grid (round, trunc).
let solver = Solver()
let left = Variable("left"), width = Variable("width")
try solver.add(left == 8.4)
try solver.add(left + width == 390 - 8)
let frame = Frame(x: solver.value(of: left), y: 0, width: solver.value(of: width), height: 44.3).snapped(toScale: 3)
print("left \(solver.value(of: left)), width \(solver.value(of: width)), snapped \(frame)")
