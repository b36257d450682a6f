import StackLayout
print("benchmarks: not yet")
